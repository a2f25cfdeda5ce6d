export const priceHistory = {
  title: '가격 변동',
  lowestBadge: '역대최저',
  lowestEver: '역대 최저가',
  dropped: (formatted: string) => `직전 가격보다 ${formatted}원 내렸어요`,
  cheaper: (percent: number) => `평소보다 ${percent}% 저렴`,
  usual: '평소 가격과 같아요',
  pricier: (percent: number) => `평소보다 ${percent}% 비싸요`,
  lowestPoint: (formatted: string) => `최저 ${formatted}원`,
  today: '오늘',
  day: (month: number, date: number) => `${month}.${date}`,
  chartLabel: (count: number, lowest: string, latest: string) =>
    `가격 기록 ${count}회, 최저 ${lowest}원, 최근 ${latest}원`,
} as const;
