/** What the operator and callers read about how the server runs (proxy setting, drain, timeouts). */
export const ops = {
  /** TRUST_PROXY=true is refused at start (config error). */
  trustProxyTrue:
    'true는 쓸 수 없습니다. 앞에 있는 프록시의 단계 수(예: 1)나 프록시 주소(예: 10.0.0.2, 10.0.0.0/8; 쉼표로 여러 개)를 적어주세요. true로 두면 누구나 X-Forwarded-For로 주소를 속일 수 있습니다.',
  /** /healthz while the instance drains before it stops. */
  draining: '이 서버는 곧 종료됩니다. 잠시 후 다시 시도해주세요.',
  /** A request whose database statement ran past STATEMENT_TIMEOUT_MS. */
  statementTimeout: '요청을 처리하는 데 시간이 너무 오래 걸렸습니다. 잠시 후 다시 시도해주세요.',
  /** PUBLIC_URL unset: absolute addresses (link cards, sitemaps, feeds) use the default. */
  publicUrlUnset: (used: string) =>
    `PUBLIC_URL이 설정되지 않아 ${used}을(를) 사이트 주소로 씁니다. 카카오톡 링크 카드, 검색엔진, 사이트맵과 RSS의 절대 주소가 모두 이 주소로 나가니 운영에서는 사용자가 접속하는 주소(예: https://akkyeo.example.com)를 설정해주세요.`,
} as const;
