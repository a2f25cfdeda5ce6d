import type { Source } from '@akkyeo/contracts';

/** The product shape drawn on a deal's generated image. */
export type ProductKind = 'bottle' | 'box' | 'can' | 'device' | 'round' | 'bag' | 'shoe' | 'book';

export interface DemoDeal {
  source: Source;
  name: string;
  price: number;
  market: string;
  kind: ProductKind;
  freeShipping: boolean;
  rocket: boolean;
  points: [string, string];
}

type Row = [name: string, price: number, kind: ProductKind, point1: string, point2: string];

const coupang: Row[] = [
  [
    '제주 삼다수 2L 24병',
    21_900,
    'bottle',
    '화산암반수 생수, 2L 24병 한 박스',
    '로켓배송으로 내일 도착',
  ],
  [
    '오뚜기 진라면 매운맛 120g 40개',
    27_800,
    'box',
    '개당 695원, 역대 최저가 근접',
    '유통기한 넉넉한 신선 재고',
  ],
  [
    '로지텍 MX Master 3S 무선 마우스 그래파이트',
    119_000,
    'device',
    '8K DPI 센서, 저소음 클릭',
    '최대 3대 기기 전환',
  ],
  ['농심 신라면 120g 40개', 29_900, 'box', '개당 748원', '카드 할인 적용 시 추가 할인'],
  ['코멧 3겹 데코 롤화장지 30m 30롤', 15_900, 'box', '3겹 엠보싱, 30m 롤', '와우회원 무료배송'],
  ['비비고 왕교자 1.05kg 2개', 16_980, 'bag', '1.05kg 두 봉지 묶음', '에어프라이어 조리 가능'],
  ['곰곰 무항생제 신선한 대란 30구', 7_990, 'box', '무항생제 인증 대란', '새벽배송 가능 지역 한정'],
  ['애플 에어팟 프로 2세대 USB-C', 299_000, 'round', '액티브 노이즈 캔슬링', 'USB-C 충전 케이스'],
  ['삼성전자 갤럭시 버즈3 프로', 219_000, 'round', '블레이드 라이트 디자인', '적응형 ANC 지원'],
  [
    '하기스 네이처메이드 팬티형 기저귀 4단계 84매',
    56_900,
    'bag',
    '매당 677원',
    '2팩 구매 시 추가 쿠폰',
  ],
  ['탐사 베이킹소다 액체 세탁세제 3L 4개', 19_900, 'bottle', '일반·드럼 겸용', '용량 대비 최저가'],
  ['맥심 모카골드 마일드 커피믹스 250T', 31_900, 'box', '250개입 대용량', '사무실 비축용 추천'],
  ['동원참치 라이트 스탠다드 150g 10개', 16_500, 'can', '개당 1,650원', '원터치 캔'],
  [
    'LG전자 울트라기어 27인치 QHD 게이밍 모니터',
    329_000,
    'device',
    '180Hz, 1ms 응답속도',
    'HDR10 지원',
  ],
  ['샘표 양조간장 501S 1.7L', 8_480, 'bottle', '자연 숙성 양조간장', '대용량 1.7L'],
  ['CJ 햇반 210g 24개', 22_900, 'box', '개당 954원', '유통기한 9개월 이상'],
  [
    '필립스 소닉케어 전동칫솔 HX3681',
    49_900,
    'device',
    '음파 진동 분당 31,000회',
    '2분 스마트타이머',
  ],
  [
    '네스프레소 호환 캡슐커피 버라이어티 60개',
    39_900,
    'box',
    '5가지 맛 버라이어티',
    '캡슐당 665원',
  ],
  ['코카콜라 제로 355ml 24캔', 17_490, 'can', '제로 칼로리', '캔당 729원'],
  ['풀무원 국산콩 부침두부 300g 4개', 6_980, 'box', '국산콩 100%', '냉장 로켓프레시'],
];

const goldBox: Row[] = [
  ['다이슨 V12 디텍트 슬림 무선청소기', 699_000, 'device', '레이저 먼지 감지', '오늘 하루만 특가'],
  ['쿠쿠 6인용 IH 전기압력밥솥', 189_000, 'round', '2.0 초고압 IH', '골드박스 한정 수량'],
  ['브라운 시리즈9 프로 전기면도기', 359_000, 'device', '5in1 세척 스테이션 포함', '정품 2년 보증'],
  ['한우 1++ 등심 구이용 500g', 59_900, 'box', '당일 도축 당일 발송', '아이스박스 포장'],
  ['제주 감귤 로얄과 5kg', 19_900, 'box', '당도 선별 로얄과', '산지 직송'],
  ['노스페이스 남성 눕시 패딩 자켓', 259_000, 'bag', '구스다운 충전재', '사이즈별 한정 수량'],
  ['아이깨끗해 핸드워시 리필 450ml 6개', 18_900, 'bottle', '레몬향 리필 6개', '개당 3,150원'],
  ['르크루제 시그니처 원형 무쇠냄비 20cm', 329_000, 'round', '에나멜 코팅 무쇠', '골드박스 역대가'],
  ['닌텐도 스위치 OLED 화이트', 369_000, 'device', '7인치 OLED 화면', '국내 정발'],
  ['해피바스 퍼퓸 바디워시 900g 3개', 17_900, 'bottle', '대용량 900g', '3개 묶음'],
  ['삼성 비스포크 제트 AI 무선청소기', 899_000, 'device', 'AI 먼지 센서', '청정스테이션 포함'],
  ['오설록 제주 녹차 티백 100개', 14_900, 'box', '제주 유기농 녹차', '100티백 대용량'],
  ['나이키 에어맥스 90 화이트', 129_000, 'shoe', '클래식 에어 쿠셔닝', '사이즈 230~290'],
  ['종근당건강 락토핏 생유산균 골드 180포', 39_900, 'box', '6개월분', '1일 1포'],
  ['테팔 인덕션 티타늄 프라이팬 28cm', 32_900, 'round', '인덕션·가스 겸용', '열센서 표시'],
];

const akkyeo: [market: string, ...row: Row][] = [
  [
    '무신사',
    '무신사 스탠다드 릴렉스 스웨트 팬츠',
    29_900,
    'bag',
    '기모 안감',
    '회원 추가 할인 10%',
  ],
  [
    '오늘의집',
    '원목 접이식 좌식 테이블 800',
    45_900,
    'box',
    '원목 상판, 접이식 다리',
    '오늘의딜 특가',
  ],
  [
    '11번가',
    '락앤락 비스프리 밀폐용기 10종 세트',
    24_900,
    'box',
    '트라이탄 소재',
    '전자레인지 사용 가능',
  ],
  [
    '네이버 스마트스토어',
    '아이폰 16 맥세이프 실리콘 케이스',
    12_900,
    'device',
    '맥세이프 자석 내장',
    '네이버페이 적립 5%',
  ],
  ['G마켓', '해태 홈런볼 초코 46g 10봉', 9_900, 'bag', '봉당 990원', '스마일클럽 무료배송'],
  ['SSG', '노브랜드 감자칩 오리지널 110g 8개', 11_920, 'bag', '개당 1,490원', '쓱배송 가능'],
  ['무신사', '뉴발란스 530 스틸그레이', 99_000, 'shoe', '데일리 러닝화', '무신사 단독 쿠폰'],
  [
    '오늘의집',
    '시디즈 T50 메쉬 사무용 의자',
    289_000,
    'device',
    '메쉬 등판, 헤드레스트',
    '무료 설치',
  ],
  ['G마켓', '정관장 홍삼정 에브리타임 10ml 30포', 69_000, 'box', '6년근 홍삼', '쇼핑백 증정'],
  [
    '네이버 스마트스토어',
    '한끼통살 닭가슴살 스테이크 100g 20팩',
    35_900,
    'bag',
    '팩당 1,795원',
    '5가지 맛 구성',
  ],
  [
    '11번가',
    '앤커 파워뱅크 20000mAh PD 고속충전',
    39_900,
    'device',
    'PD 30W 고속충전',
    '11번가 T멤버십 할인',
  ],
  ['오늘의집', '무드등 LED 원형 수면등', 15_800, 'round', '3단계 밝기 조절', '터치 스위치'],
  ['SSG', '피죤 고농축 섬유유연제 2.5L 4개', 21_900, 'bottle', '고농축 4배', '개당 5,475원'],
  ['무신사', '캘빈클라인 남성 드로즈 3팩', 49_000, 'bag', '코튼 스트레치', '정품 보증'],
  [
    'G마켓',
    '샤오미 미지아 전동 에어펌프',
    29_900,
    'device',
    '자동 공기압 설정',
    '자전거·자동차 겸용',
  ],
  ['SSG', '제주 삼다수 500ml 40병', 18_900, 'bottle', '휴대하기 좋은 500ml', '병당 473원'],
  [
    '11번가',
    '바이오더마 아토덤 인텐시브 밤 500ml 2개',
    39_800,
    'bottle',
    '건조 피부 보습',
    '1+1 구성',
  ],
  [
    '네이버 스마트스토어',
    '모나미 153 볼펜 0.7mm 12자루',
    4_500,
    'book',
    '흑색 12자루',
    '사무용품 최저가',
  ],
  ['11번가', '밀리의 서재 1년 구독권', 99_000, 'book', '전자책 무제한', '월 8,250원 꼴'],
  ['무신사', '크록스 클래식 클로그', 39_900, 'shoe', '가볍고 편한 착화감', '컬러 12종'],
  ['오늘의집', '초음파 가습기 3L 무드등 겸용', 34_900, 'round', '저소음 설계', '세척 쉬운 구조'],
  ['G마켓', '오뚜기 진라면 순한맛 120g 20개', 13_900, 'box', '개당 695원', '스마일배송'],
  [
    '네이버 스마트스토어',
    '닥터지 레드 블레미쉬 수딩 크림 70ml',
    19_900,
    'bottle',
    '진정 수분 크림',
    '본품 1+1',
  ],
  ['SSG', '빙그레 바나나맛우유 240ml 24개', 23_900, 'bottle', '개당 996원', '냉장 쓱배송'],
  ['11번가', '스탠리 퀜처 H2.0 텀블러 887ml', 45_000, 'bottle', '이중 진공 단열', '컵홀더 호환'],
];

/** 60 demo deals: 20 from Coupang, 15 gold-box and 25 of our own picks, newest first. */
export const DEMO_DEALS: DemoDeal[] = interleave<DemoDeal>([
  coupang.map(([name, price, kind, p1, p2], i) => ({
    source: 'COUPANG' as const,
    name,
    price,
    market: '쿠팡',
    kind,
    freeShipping: true,
    rocket: i % 4 !== 3,
    points: [p1, p2] as [string, string],
  })),
  goldBox.map(([name, price, kind, p1, p2]) => ({
    source: 'COUPANG_GOLD_BOX' as const,
    name,
    price,
    market: '쿠팡',
    kind,
    freeShipping: true,
    rocket: true,
    points: [p1, p2] as [string, string],
  })),
  akkyeo.map(([market, name, price, kind, p1, p2], i) => ({
    source: 'AKKYEO' as const,
    name,
    price,
    market,
    kind,
    freeShipping: price >= 19_800 || i % 3 === 0,
    rocket: false,
    points: [p1, p2] as [string, string],
  })),
]);

function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++)
    for (const list of lists) if (i < list.length) out.push(list[i] as T);
  return out;
}

const coupangSearch = (q: string) => `https://www.coupang.com/np/search?q=${q}`;
const SEARCH_URLS: Record<string, (q: string) => string> = {
  쿠팡: coupangSearch,
  무신사: (q) => `https://www.musinsa.com/search/goods?keyword=${q}`,
  오늘의집: (q) => `https://ohou.se/search/index?query=${q}`,
  '11번가': (q) => `https://search.11st.co.kr/Search.tmall?kwd=${q}`,
  G마켓: (q) => `https://www.gmarket.co.kr/n/search?keyword=${q}`,
  SSG: (q) => `https://www.ssg.com/search.ssg?query=${q}`,
  '네이버 스마트스토어': (q) => `https://search.shopping.naver.com/search/all?query=${q}`,
};

/** The store link of a demo deal: the market's search page for the product name. */
export function demoDealLink(deal: DemoDeal): string {
  const build = SEARCH_URLS[deal.market] ?? coupangSearch;
  return build(encodeURIComponent(deal.name));
}

/** Simple HTML content of the kind the deal sanitiser keeps. */
export function demoDealContent(deal: DemoDeal): string {
  const intro =
    deal.source === 'COUPANG_GOLD_BOX'
      ? '쿠팡 골드박스 오늘의 특가입니다. 수량이 소진되면 종료돼요.'
      : deal.source === 'COUPANG'
        ? '쿠팡에서 좋은 가격이 떠서 공유합니다.'
        : `${deal.market}에서 찾은 아껴라껴 추천 딜입니다.`;
  return [
    `<p>${intro}</p>`,
    `<ul><li>${deal.points[0]}</li><li>${deal.points[1]}</li></ul>`,
    `<p><strong>${deal.price.toLocaleString('ko-KR')}원</strong> · ${deal.freeShipping ? '무료배송' : '유료배송'}</p>`,
  ].join('');
}
