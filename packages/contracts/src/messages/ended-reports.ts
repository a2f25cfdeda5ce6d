/** The managers' 종료 신고 queue (members' 종료됐어요 reports of deals). */
export const endedReports = {
  title: '종료 신고',
  empty: '확인할 종료 신고가 없어요.',
  confirm: '종료 확정',
  reopen: '다시 열기',
  confirmConfirm: '이 딜을 종료로 확정할까요? 신고가 모두 처리돼요.',
  confirmReopen: '이 딜을 다시 열까요? 신고한 회원의 다음 신고는 딜을 종료하지 못해요.',
  confirmed: '종료로 확정했어요.',
  reopened: '딜을 다시 열었어요.',
  reviewFailed: '종료 신고 처리에 실패했어요.',
  alreadyReviewed: '이미 처리된 종료 신고예요.',
  dealOpen: '진행 중',
  dealEnded: '종료됨',
  endedBy: {
    REPORTS: '회원 신고로 종료',
    MANAGER: '매니저가 종료',
    PARTNER: '파트너 연동으로 종료',
  },
  reportsLabel: '신고한 회원',
  countingReports: (counting: number, total: number) =>
    `신고 ${total}건 · 종료에 반영 ${counting}건`,
  counts: '반영',
  notCounted: '미반영',
  hasStanding: '신뢰 회원',
  noStanding: '신규 회원',
  standingDetail: (joined: string, contributions: number) =>
    `가입 ${joined} · 글·댓글 ${contributions}개`,
} as const;
