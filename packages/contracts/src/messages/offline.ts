export const offline = {
  title: '인터넷에 연결되어 있지 않습니다',
  body: '연결을 확인한 뒤 다시 시도해주세요.',
  retry: '다시 시도',
  banner: '오프라인 상태입니다. 저장된 내용을 보여드려요.',
} as const;
