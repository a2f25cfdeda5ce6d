/**
 * Who may be where: what the route guard, the session and a login-only action say. Apart from the
 * auth area, whose screens' strings the entry does not carry.
 */
export const access = {
  loginRequired: '로그인 후 이용 가능합니다!',
  sessionExpired: '세션이 만료되었습니다.',
  accessDenied: '접근할 수 없습니다.',
} as const;
