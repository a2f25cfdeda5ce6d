import { createHmac } from 'node:crypto';

export interface CoupangKeys {
  accessKey: string;
  secretKey: string;
}

export interface SignInput {
  method: string;
  /** The path as sent, e.g. `/v2/providers/affiliate_open_api/apis/openapi/v1/products/goldbox`. */
  path: string;
  /** The query as sent, without `?` (percent-encoding included); '' when there is none. */
  query: string;
  now: Date;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The gateway's signed-date: `yyMMdd'T'HHmmss'Z'` in GMT (two-digit year). */
export function coupangSignedDate(date: Date): string {
  return (
    two(date.getUTCFullYear() % 100) +
    two(date.getUTCMonth() + 1) +
    two(date.getUTCDate()) +
    'T' +
    two(date.getUTCHours()) +
    two(date.getUTCMinutes()) +
    two(date.getUTCSeconds()) +
    'Z'
  );
}

/** Lowercase hex HMAC-SHA256 of signed-date + method + path + query under the secret key. */
export function coupangSignature(secretKey: string, signedDate: string, input: SignInput): string {
  return createHmac('sha256', secretKey)
    .update(signedDate + input.method.toUpperCase() + input.path + input.query, 'utf8')
    .digest('hex');
}

/** The `Authorization` header value of one request (the body is not signed). */
export function coupangAuthorization(keys: CoupangKeys, input: SignInput): string {
  const signedDate = coupangSignedDate(input.now);
  const signature = coupangSignature(keys.secretKey, signedDate, input);
  return `CEA algorithm=HmacSHA256, access-key=${keys.accessKey}, signed-date=${signedDate}, signature=${signature}`;
}
