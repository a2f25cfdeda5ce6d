import { sql, type Kysely } from 'kysely';
import { recountLists } from '../../src/db/migrations/0007-list-counters';
import type { DB } from '../../src/db/types';

/**
 * A large generated data set for plan tests and `npm run bench:scale`, loaded with a few
 * generate_series statements: deals and board posts named from word pools (one product in
 * RARE_EVERY is rare), and for one member likes, bookmarks, comments and hidden posts. The
 * database's triggers fill the search columns; the counters are recounted once at the end.
 */
/** One row in RARE_EVERY gets a rare product instead of a common one. */
export const RARE_EVERY = 1_000;

export const BRANDS = [
  '오뚜기',
  '농심',
  '삼양',
  '풀무원',
  '비비고',
  'CJ',
  '동원',
  '하림',
  '매일',
  '빙그레',
  '오리온',
  '크라운',
  '삼성',
  'LG',
  '로지텍',
  '샤오미',
  '필립스',
  '다이슨',
  '쿠쿠',
  '락앤락',
  '코멧',
  '곰곰',
  '피죤',
  '깨끗한나라',
  '유한킴벌리',
  '탐사',
  '노브랜드',
  '피코크',
  '프레시지',
  '쿠팡브랜드',
];
export const PRODUCTS = [
  '진라면',
  '신라면',
  '짜파게티',
  '너구리',
  '삼다수',
  '생수',
  '햇반',
  '즉석밥',
  '포기김치',
  '물만두',
  '닭가슴살',
  '우유',
  '요거트',
  '아이스크림',
  '감자칩',
  '초코파이',
  '커피믹스',
  '원두커피',
  '녹차',
  '보리차',
  '물티슈',
  '화장지',
  '키친타월',
  '세탁세제',
  '섬유유연제',
  '샴푸',
  '린스',
  '바디워시',
  '치약',
  '칫솔',
  '면도기',
  '마우스',
  '키보드',
  '모니터',
  '이어폰',
  '헤드폰',
  '충전기',
  '보조배터리',
  '노트북',
  '태블릿',
  '스마트워치',
  '공기청정기',
  '가습기',
  '제습기',
  '선풍기',
  '전기장판',
  '청소기',
  '에어프라이어',
  '전자레인지',
  '전기밥솥',
  '믹서기',
  '텀블러',
  '머그컵',
  '프라이팬',
  '냄비',
  '도마',
  '수건',
  '이불',
  '베개',
  '매트리스',
  '캠핑의자',
  '텐트',
  '침낭',
  '운동화',
  '양말',
  '티셔츠',
  '패딩',
  '백팩',
  '캐리어',
  '선글라스',
  '비타민',
  '유산균',
  '오메가3',
  '홍삼',
  '단백질쉐이크',
  '견과류',
  '그래놀라',
  '시리얼',
  '올리브유',
  '참기름',
  '간장',
  '고추장',
  '된장',
  '식용유',
  '설탕',
  '소금',
  '밀가루',
  '스팸',
  '참치캔',
  '소시지',
  '베이컨',
  '냉동피자',
  '떡볶이',
  '어묵',
  '순대',
  '족발',
  'RTX4070 그래픽카드',
  '갤럭시 버즈3',
  'USB-C 케이블',
  '2.5L 전기포트',
];
export const RARE_PRODUCTS = ['한라봉', '애플망고', '샤인머스캣', '전복죽'];
export const SPECS = [
  '2L 12병',
  '500ml 20개',
  '1kg',
  '대용량',
  '5팩',
  '10개입',
  '블랙',
  '화이트',
  '무선',
  '초경량',
  '30롤',
  '3입',
  '특대형',
  '가정용',
  '휴대용',
  '세트',
  '리필',
  '묶음',
  '소용량',
  '프리미엄',
];
export const MARKETS = [
  '쿠팡',
  '11번가',
  'G마켓',
  '옥션',
  '네이버',
  'SSG',
  '롯데온',
  '오늘의집',
  '컬리',
];
export const CONTENTS = [
  '오늘만 이 가격',
  '역대 최저가 갱신',
  '무료배송 행사 중',
  '카드 할인 적용가',
  '쿠폰 적용 시 추가 할인',
  '재고 소진 시 종료',
  '로켓배송 가능',
  '1+1 행사 진행',
  '한정 수량 특가',
  '리뷰 만점 상품',
  '타임딜 진행 중',
  '회원 전용 가격',
  '정기배송 추가 할인',
  '첫 구매 쿠폰 사용 가능',
  '앱 전용 특가',
];

const json = (words: string[]) => JSON.stringify(words.map((txt, i) => ({ n: i + 1, txt })));
const words = (name: string, list: string[]) =>
  sql`${sql.raw(name)} as (select * from jsonb_to_recordset(${json(list)}::jsonb) as p(n int, txt text))`;

/** The search indexes, dropped during the load and built once after it (much faster than per row). */
const SEARCH_INDEXES = (['deal', 'board'] as const).flatMap((table) =>
  (
    [
      ['search_bigrams_idx', "(search_bigrams, ((created_at at time zone 'UTC')::date))"],
      ['search_trgm_idx', '(search_text gin_trgm_ops)'],
      ['search_chosung_trgm_idx', '(search_chosung gin_trgm_ops)'],
    ] as const
  ).map(([name, definition]) => [table, name, definition] as const),
);

export interface ScaleData {
  deals: number;
  boards: number;
  /** The member whose likes, bookmarks, comments and hidden posts are generated. */
  memberId: number;
}

export async function loadScaleData(db: Kysely<DB>, size: ScaleData): Promise<void> {
  const products = [...PRODUCTS, ...RARE_PRODUCTS];
  const pools = sql.join(
    [
      words('brand', BRANDS),
      words('product', products),
      words('spec', SPECS),
      words('market', MARKETS),
      words('content', CONTENTS),
    ],
    sql`, `,
  );
  const picks = (rows: number) => sql`picks as (
      select i,
        1 + (i * 7) % ${BRANDS.length} as b,
        case when i % ${RARE_EVERY} = 0
          then ${PRODUCTS.length + 1} + (i / ${RARE_EVERY}) % ${RARE_PRODUCTS.length}
          else 1 + (i * 13 + i / 97) % ${PRODUCTS.length} end as p,
        1 + (i * 3 + i / 11) % ${SPECS.length} as s,
        1 + (i * 5 + i / 13) % ${MARKETS.length} as m,
        1 + (i * 11 + i / 7) % ${CONTENTS.length} as c
      from generate_series(1::bigint, ${rows}) as i)`;
  const joins = sql`from picks
      join brand b on b.n = picks.b join product p on p.n = picks.p join spec s on s.n = picks.s
      join market m on m.n = picks.m join content c on c.n = picks.c`;
  const triggers = [
    ['deal', 'deal_search'],
    // Generated deals name no product (no key, no observations): the flag stays false.
    ['deal', 'deal_lowest_price'],
    ['board', 'board_search'],
    // The counters are recounted at the end; bookmarks keep their trigger, which also moves the
    // deals' bookmark counts (per statement, so a bulk insert costs little).
    ['board', 'board_count_insert'],
    ['board', 'board_count_update'],
    ['board_comment', 'board_comment_count_insert'],
    ['deal_comment', 'deal_comment_count_insert'],
  ] as const;
  for (const [table, trigger] of triggers) {
    await sql`alter table ${sql.table(table)} disable trigger ${sql.id(trigger)}`.execute(db);
  }
  for (const [table, name] of SEARCH_INDEXES) {
    await sql`drop index ${sql.id(`${table}_${name}`)}`.execute(db);
  }
  try {
    const authors = await sql<{ id: number }>`
      insert into member (nickname, login_id)
      select 'scale' || i || '_' || floor(random() * 1e9)::bigint, null from generate_series(1, 50) as i
      returning id`.execute(db);
    const firstAuthor = Math.min(...authors.rows.map((row) => Number(row.id)));
    const deals = sql`
      with ${pools}, ${picks(size.deals)}
      , named as (
        select i, b.txt || ' ' || p.txt || ' ' || s.txt as name, m.txt as market, c.txt as text
        ${joins}),
      normalised as (
        select *, akk_search_text(concat_ws(' ', name, market, text)) as st from named)
      insert into deal (source, name, price, market, link, content, content_text, created_at,
        updated_at, search_text, search_chosung, search_bigrams)
      select 'AKKYEO', name, 1000 + (i * 7919) % 90000, market,
        'https://shop.example.com/products/' || i, '<p>' || text || '</p>', text,
        now() - make_interval(mins => (${size.deals} - i)::int), now() - make_interval(mins => (${size.deals} - i)::int),
        st, akk_chosung(st), akk_search_bigrams(st, akk_chosung(st))
      from normalised`;
    const boards = sql`
      with ${pools}, ${picks(size.boards)}
      , named as (
        select i, b.txt || ' ' || p.txt || ' ' || s.txt || ' 샀어요. ' || c.txt as content
        ${joins}),
      normalised as (select *, akk_search_text(content) as st from named)
      insert into board (member_id, category, content, created_at, updated_at,
        search_text, search_chosung, search_bigrams)
      select ${firstAuthor} + i % 50, '자유', content,
        now() - make_interval(mins => (${size.boards} - i)::int), now() - make_interval(mins => (${size.boards} - i)::int),
        st, akk_chosung(st), akk_search_bigrams(st, akk_chosung(st))
      from normalised`;
    // Two statements on two connections where the database has them: most of a load is computing
    // the search columns, one row at a time in each backend.
    await Promise.all([deals.execute(db), boards.execute(db)]);
    const member = size.memberId;
    await sql`insert into deal_like (deal_id, member_id) select id, ${member} from deal where id % 5 = 0`.execute(
      db,
    );
    await sql`
      insert into bookmark (deal_id, member_id, created_at)
      select id, ${member}, created_at from deal where id % 7 = 0`.execute(db);
    await sql`insert into board_like (board_id, member_id) select id, ${member} from board where id % 5 = 0`.execute(
      db,
    );
    await sql`insert into board_hide (board_id, member_id) select id, ${member} from board where id % 50 = 0`.execute(
      db,
    );
    await sql`
      insert into deal_comment (deal_id, member_id, content, created_at)
      select id, ${member}, '좋은 딜이네요', created_at from deal where id % 20 = 0`.execute(db);
    await sql`
      insert into board_comment (board_id, member_id, content, created_at)
      select id, ${member}, '저도 샀어요', created_at from board where id % 20 = 0`.execute(db);
    await sql`
      update deal set like_count = (select count(*) from deal_like l where l.deal_id = deal.id),
        comment_count = (select count(*) from deal_comment c where c.deal_id = deal.id)
      where id % 5 = 0 or id % 20 = 0`.execute(db);
    await sql`
      update board set like_count = (select count(*) from board_like l where l.board_id = board.id),
        comment_count = (select count(*) from board_comment c where c.board_id = board.id)
      where id % 5 = 0 or id % 20 = 0`.execute(db);
  } finally {
    // Each table's indexes on a connection of its own, as the inserts.
    await Promise.all(
      (['deal', 'board'] as const).map(async (each) => {
        for (const [table, name, definition] of SEARCH_INDEXES.filter(([t]) => t === each)) {
          await sql`create index if not exists ${sql.id(`${table}_${name}`)} on ${sql.table(table)} using gin ${sql.raw(definition)}`.execute(
            db,
          );
        }
      }),
    );
    for (const [table, trigger] of triggers) {
      await sql`alter table ${sql.table(table)} enable trigger ${sql.id(trigger)}`.execute(db);
    }
  }
  await recountLists(db as unknown as Kysely<unknown>);
}
