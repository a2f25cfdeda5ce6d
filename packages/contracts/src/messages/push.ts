export const push = {
  idRequired: 'ID를 입력하세요',
  requestFailed: '요청 실패',
  send: '전송',
  title: '푸시 테스트',
  subscriptionId: '구독 ID',
  sent: '전송을 요청했습니다.',
  subscriptionNotFound: '구독 정보를 찾을 수 없습니다.',
  notConfigured: '푸시 알림을 사용할 수 없습니다.',
  testTitle: '테스트 알림',
  testBody: '푸시 알림이 정상적으로 도착했습니다.',
} as const;
