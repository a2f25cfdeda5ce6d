/** Input checks and throttles that protect the service (error messages and the burst notice mail). */
export const protection = {
  unsafeText: '입력할 수 없는 문자가 포함되어 있습니다.',
  imagesBusy: '지금은 이미지를 처리하는 요청이 많습니다. 잠시 후 다시 시도해주세요.',
  /** When to retry, from the seconds of Retry-After. */
  retryIn: (seconds: number) =>
    seconds < 60
      ? `${seconds}초 후 다시 시도해주세요.`
      : seconds < 3600
        ? `${Math.ceil(seconds / 60)}분 후 다시 시도해주세요.`
        : `${Math.ceil(seconds / 3600)}시간 후 다시 시도해주세요.`,
  throttled: {
    default: '요청이 너무 많습니다.',
    login: '로그인 시도가 너무 많습니다.',
    loginLocked:
      '이 계정에 잘못된 로그인 시도가 많아 처음 쓰는 기기에서는 로그인이 잠시 막혔습니다. 전에 로그인한 기기에서는 로그인할 수 있고, 가입한 이메일로 잠금 해제 링크를 보내드렸습니다.',
    password: '비밀번호 확인 시도가 너무 많습니다.',
    recovery: '계정 찾기 요청이 너무 많습니다.',
    search: '검색 요청이 너무 많습니다.',
  },
} as const;
