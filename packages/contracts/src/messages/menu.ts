export const menu = {
  hotDeal: '핫딜',
  board: '게시판',
  favorites: '관심목록',
  notifications: '알림',
  myInfo: '내 정보',
} as const;
