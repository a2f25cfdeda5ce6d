export const search = {
  placeholder: '검색어를 입력해주세요',
  tabHotDeal: '핫딜',
  tabBoard: '게시판',
  tabs: '검색 결과 종류',
  clearInput: '검색어 지우기',
  recentTitle: '최근 검색어',
  recentEmpty: '최근 검색어가 없습니다.',
  recentClear: '전체 삭제',
  recentRemove: (keyword: string) => `${keyword} 삭제`,
  emptyDeals: (keyword: string) => `'${keyword}'에 대한 핫딜 검색 결과가 없습니다.`,
  emptyBoards: (keyword: string) => `'${keyword}'에 대한 게시글 검색 결과가 없습니다.`,
  endOfResults: '검색 결과를 모두 불러왔습니다.',
} as const;
