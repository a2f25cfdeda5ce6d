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
    password: '비밀번호 확인 시도가 너무 많습니다.',
    recovery: '계정 찾기 요청이 너무 많습니다.',
    search: '검색 요청이 너무 많습니다.',
  },
  loginBurstSubject: '[아껴라껴] 로그인 시도 안내',
  loginBurstBody: (minutes: number) =>
    `최근 ${minutes}분 동안 회원님의 계정으로 잘못된 비밀번호 로그인 시도가 여러 번 있었습니다. 잠시 동안 이 계정의 로그인이 제한됩니다.\n\n본인이 시도한 것이 아니라면 비밀번호를 변경해주세요.`,
} as const;
