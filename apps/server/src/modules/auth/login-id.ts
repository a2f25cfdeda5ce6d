import { LOGIN_ID_PATTERN, messages } from '@akkyeo/contracts';

/** IDs that would collide with /v1/auth/{segment} routes or impersonate the service. */
const RESERVED = new Set([
  'login',
  'logout',
  'join',
  'refresh',
  'kakao',
  'email',
  'config',
  'find_id',
  'password',
  'admin',
  'administrator',
  'manager',
  'root',
  'system',
  'akkyeo',
  'support',
  'help',
  'null',
  'undefined',
]);

/** The Korean message of what is wrong with a login ID, or null when it may be used. */
export function loginIdProblem(id: string): string | null {
  if (!LOGIN_ID_PATTERN.test(id)) return messages.auth.idFormat;
  if (RESERVED.has(id)) return messages.auth.idReserved;
  return null;
}
