/** What went wrong talking to the Coupang Partners API. */
export type CoupangErrorKind =
  'auth' | 'rate-limited' | 'budget' | 'api' | 'http' | 'timeout' | 'network' | 'invalid-response';

/** A failed Coupang call; `message` is a log line that says what to check. */
export class CoupangApiError extends Error {
  override name = 'CoupangApiError';
  readonly status: number | undefined;
  /** The gateway's own message (`Invalid signature.`) or the envelope's rMessage. */
  readonly gatewayMessage: string | undefined;
  /** Set when the call may be retried only from this time on. */
  readonly retryAt: Date | undefined;

  constructor(
    readonly kind: CoupangErrorKind,
    message: string,
    details: { status?: number; gatewayMessage?: string; retryAt?: Date; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.status = details.status;
    this.gatewayMessage = details.gatewayMessage;
    this.retryAt = details.retryAt;
  }
}

const GATEWAY_HINTS: [RegExp, string][] = [
  [
    /^Invalid signature/,
    'check COUPANG_SECRET_KEY (and that nothing rewrites the query after signing)',
  ],
  [
    /^Specified signature is expired/,
    "this machine's clock is off: the signed date must be within minutes of the gateway's",
  ],
  [
    /^HMAC format is invalid/,
    'the Authorization header is malformed (signed-date must be yyMMddTHHmmssZ)',
  ],
  [/^Request is not authorized/, 'the Authorization header is missing or malformed'],
  [/^Unknown error occurred/, 'check COUPANG_ACCESS_KEY'],
];

/** The operator's next step for a gateway refusal. */
export function gatewayHint(message: string): string {
  return GATEWAY_HINTS.find(([pattern]) => pattern.test(message))?.[1] ?? 'check the Coupang keys';
}
