const won = (price: number) => `${price.toLocaleString('ko-KR')}원`;

/** Keyword alerts: validation, errors, and the notifications and pushes they send. */
export const alert = {
  keywordLength: '키워드는 2자 이상 20자 이하로 입력해주세요.',
  keywordChars: '키워드는 한글, 영문, 숫자로 입력해주세요.',
  excludeLength: '제외어는 1자 이상 20자 이하로 입력해주세요.',
  excludesTooMany: '제외어는 10개까지 넣을 수 있어요.',
  maxPrice: '최대 가격은 0원 이상 숫자로 입력해주세요.',
  sources: '알림 받을 출처를 확인해주세요.',
  freeShippingOnly: '무료배송만 받을지 true 또는 false로 보내주세요.',
  time: '시간은 00:00부터 23:59 사이로 입력해주세요.',
  notFound: '키워드 알림을 찾을 수 없습니다.',
  /** The notification of a matched deal: `'버즈' 새 핫딜`. */
  matchTitle: (keyword: string) => `'${keyword}' 새 핫딜`,
  matchMessage: (name: string, price: number) => `${name} ${won(price)}`,
  /** A bookmarked deal got cheaper (follow-ups). */
  priceDropTitle: '관심 딜 가격이 내렸어요',
  priceDropMessage: (name: string, from: number, to: number) =>
    `${name}: ${won(from)} → ${won(to)}`,
  /** The one push at the end of the quiet hours. */
  quietSummaryTitle: (count: number) => `밤사이 키워드 알림 ${count}건`,
  quietSummaryBody: (name: string, others: number) =>
    others > 0 ? `${name} 외 ${others}건` : name,
} as const;
