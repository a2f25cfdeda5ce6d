import { groupDigits } from '../number-format';
const won = (price: number) => `${groupDigits(price)}원`;

/** Keyword alerts: the screen, validation, errors, and the notifications and pushes they send. */
export const alert = {
  title: '키워드 알림',
  intro: '원하는 핫딜이 올라오면 바로 알려드려요. 새 핫딜 알림을 꺼도 키워드 알림은 와요.',
  empty: '아직 등록한 키워드가 없어요. 받고 싶은 핫딜의 키워드를 추가해보세요.',
  add: '키워드 추가',
  addTitle: '키워드 알림 추가',
  editTitle: '키워드 알림 수정',
  edit: (keyword: string) => `'${keyword}' 알림 수정`,
  enable: (keyword: string) => `'${keyword}' 알림 받기`,
  keywordLabel: '키워드',
  keywordPlaceholder: '예: 버즈 프로',
  keywordHint: '띄어쓰기와 대소문자는 구분하지 않아요. 초성(ㄱㅅㅂ)도 돼요.',
  excludesLabel: '제외어',
  excludePlaceholder: '예: 케이스',
  excludesList: '넣은 제외어',
  excludeAdd: '추가',
  excludeRemove: (word: string) => `제외어 '${word}' 빼기`,
  maxPriceLabel: '최대 가격',
  maxPricePlaceholder: '제한 없음',
  won: '원',
  sourcesLabel: '출처',
  sourcesHint: '고르지 않으면 모든 출처의 핫딜을 알려드려요.',
  sourceLabels: { COUPANG: '쿠팡', COUPANG_GOLD_BOX: '골드박스', AKKYEO: '아껴라껴 픽' },
  freeShippingOnlyLabel: '무료배송만',
  save: '저장',
  delete: '삭제',
  deleteConfirm: '이 키워드 알림을 삭제할까요?',
  summaryMaxPrice: (price: number) => `${won(price)} 이하`,
  summaryExcludes: (words: readonly string[]) => `제외: ${words.join(', ')}`,
  summaryAllSources: '모든 출처',
  previewTitle: '미리보기',
  preview: (count: number, more = false) =>
    more
      ? `최근 7일 핫딜 중 ${count}건 넘게 이 조건에 맞아요`
      : `최근 7일 핫딜 중 ${count}건이 이 조건에 맞아요`,
  previewIdle: '키워드를 2자 이상 입력하면 맞는 핫딜을 보여드려요.',
  previewLoading: '맞는 핫딜을 찾고 있어요…',
  previewFailed: '미리보기를 불러오지 못했어요.',
  settingsTitle: '알림 설정',
  quietHours: '방해 금지 시간',
  quietHoursHint: '이 시간의 알림은 목록에 쌓아두고 끝날 때 한 번에 알려드려요.',
  quietStart: '시작 시각',
  quietEnd: '종료 시각',
  followUps: '관심 딜 소식',
  followUpsHint: '관심목록의 딜이 종료되거나 가격이 내리면 알려드려요.',

  keywordLength: '키워드는 2자 이상 20자 이하로 입력해주세요.',
  keywordChars: '키워드는 한글, 영문, 숫자로 입력해주세요.',
  excludeLength: '제외어는 1자 이상 20자 이하로 입력해주세요.',
  excludesTooMany: '제외어는 10개까지 넣을 수 있어요.',
  maxPrice: '최대 가격은 0원 이상 숫자로 입력해주세요.',
  sources: '알림 받을 출처를 확인해주세요.',
  freeShippingOnly: '무료배송만 받을지 true 또는 false로 보내주세요.',
  time: '시간은 00:00부터 23:59 사이로 입력해주세요.',
  notFound: '키워드 알림을 찾을 수 없습니다.',
  /** Offered on the alert screen while this browser has not answered the notification question. */
  pushOffer: '키워드에 맞는 핫딜을 바로 받으려면 이 기기의 알림을 허용해주세요.',
  pushAllow: '알림 허용',
  pushDenied:
    '이 기기의 알림이 꺼져 있어요. 브라우저 설정에서 아껴라껴의 알림을 허용하면 바로 받을 수 있어요.',
  /** The notification of a matched deal: `'버즈' 새 핫딜`. */
  matchTitle: (keyword: string) => `'${keyword}' 새 핫딜`,
  matchMessage: (name: string, price: number) => `${name} ${won(price)}`,
  /** A bookmarked deal got cheaper (follow-ups). */
  priceDropTitle: '관심 딜 가격이 내렸어요',
  priceDropMessage: (name: string, from: number, to: number) =>
    `${name}: ${won(from)} → ${won(to)}`,
  /** A bookmarked deal ended (follow-ups). */
  endedTitle: '관심 딜이 종료됐어요',
  endedMessage: (name: string) => `${name}: 종료된 딜이에요`,
  /** The one push at the end of the quiet hours. */
  quietSummaryTitle: (count: number) => `밤사이 키워드 알림 ${count}건`,
  quietSummaryBody: (name: string, others: number) =>
    others > 0 ? `${name} 외 ${others}건` : name,
} as const;
