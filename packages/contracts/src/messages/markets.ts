/** Market names of known shopping sites, by link platform. */
export const markets = {
  COUPANG: '쿠팡',
  ELEVENST: '11번가',
  GMARKET: 'G마켓',
  AUCTION: '옥션',
  NAVER: '네이버 스마트스토어',
  SSG: 'SSG',
  LOTTEON: '롯데ON',
  OHOUSE: '오늘의집',
  MUSINSA: '무신사',
  ALIEXPRESS: '알리익스프레스',
  KURLY: '컬리',
  TMON: '티몬',
  WEMAKEPRICE: '위메프',
  INTERPARK: '인터파크',
} as const;
