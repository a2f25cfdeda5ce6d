/** Drafts kept in this browser while a member writes (board, deal write, comments). */
export const drafts = {
  restored: '작성 중이던 글을 불러왔어요',
  discard: '삭제',
  imagesNotKept: (count: number) => `사진 ${count}장은 다시 선택해주세요`,
} as const;
