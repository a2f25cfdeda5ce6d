export const sw = {
  updateAvailable: '새로운 버전이 있습니다. 새로고침할까요?',
} as const;
