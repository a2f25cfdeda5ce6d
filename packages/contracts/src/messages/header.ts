export const header = {
  home: '홈으로',
  search: '검색',
  notifications: '알림',
  back: '뒤로 가기',
} as const;
