export const header = {
  home: '아껴라껴 홈으로',
  search: '검색',
  notifications: '알림',
  back: '뒤로 가기',
} as const;
