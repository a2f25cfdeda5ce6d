export const activity = {
  titles: { post: '작성한 글', comment: '작성한 댓글', favorite: '즐겨찾기' },
  fallbackTitle: '나의 활동',
  empty: {
    post: '작성한 글이 없습니다.',
    comment: '작성한 댓글이 없습니다.',
    favorite: '즐겨찾기가 없습니다.',
  },
  fallbackEmpty: '활동 내역이 없습니다.',
  loading: '활동 내역을 불러오는 중입니다',
  onDeal: '핫딜',
  onBoard: '게시판',
} as const;
