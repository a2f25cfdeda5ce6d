export const time = {
  justNow: '방금 전',
  minutesAgo: (n: number) => `${n}분 전`,
  hoursAgo: (n: number) => `${n}시간 전`,
  daysAgo: (n: number) => `${n}일 전`,
  /** A full date, its parts already zero-padded: 2024년 02월 05일. */
  date: (year: string, month: string, day: string) => `${year}년 ${month}월 ${day}일`,
} as const;
