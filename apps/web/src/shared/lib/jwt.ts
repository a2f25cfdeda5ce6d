import { ROLES, type AccessTokenClaims, type Role } from '@akkyeo/contracts';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

function toClaims(value: unknown): AccessTokenClaims | null {
  if (!value || typeof value !== 'object') return null;
  const { sub, roles, nickname, exp } = value as Record<string, unknown>;
  if (typeof sub !== 'string' || !sub || typeof exp !== 'number' || !Array.isArray(roles))
    return null;
  return {
    sub,
    exp,
    roles: roles.filter(isRole),
    ...(typeof nickname === 'string' ? { nickname } : {}),
  };
}

/** Reads (does not verify) the claims of an access token; null when it is not one of ours. */
export function decodeAccessToken(token: string): AccessTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return toClaims(JSON.parse(decodeBase64Url(payload)));
  } catch {
    return null;
  }
}
