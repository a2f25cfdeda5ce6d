export const install = {
  title: '앱으로 설치하기',
  body: '홈 화면에 아껴라껴를 추가하고 더 빠르게 핫딜을 확인하세요.',
  install: '설치',
  close: '닫기',
  addToHomeForPush: '푸시 알림을 받으려면 홈 화면에 추가해주세요.',
} as const;
