import { groupDigits } from '../number-format';
export const notification = {
  empty: '새로운 알림이 없습니다.',
  title: '알림',
  markAllRead: '모두 읽음',
  unread: '읽지 않음',
  notFound: '알림을 찾을 수 없습니다.',
  newDealTitle: '새로운 핫딜이 올라왔어요',
  newDealMessage: (name: string, price: number) => `${name} ${groupDigits(price)}원`,
  newDealsMessage: (name: string, price: number, others: number) =>
    `${name} ${groupDigits(price)}원 외 ${others}개`,
  boardCommentTitle: '내 게시글에 새 댓글이 달렸어요',
  replyTitle: '내 댓글에 답글이 달렸어요',
  commentMessage: (nickname: string, excerpt: string) => `${nickname}: ${excerpt}`,
  notifyNewDeals: '새 핫딜 알림 받기',
  notifyNewDealsHint: '새로운 핫딜이 올라오면 알림으로 알려드려요.',
} as const;
