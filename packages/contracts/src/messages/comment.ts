export const comment = {
  placeholder: '댓글을 입력해주세요',
  deleted: '삭제된 댓글입니다.',
  submit: '등록',
  reply: '답글',
  mention: (nickname: string) => `@${nickname} `,
  parentNotFound: '답글을 달 댓글을 찾을 수 없습니다.',
  delete: '삭제',
  deleteConfirm: '댓글을 삭제하시겠습니까?',
  replyingTo: (nickname: string) => `${nickname}님에게 답글 작성 중`,
  cancelReply: '답글 취소',
} as const;
