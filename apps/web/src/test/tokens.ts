import type { AccessTokenClaims, Role } from '@akkyeo/contracts';
import { useAuthStore } from '@/shared/stores';

function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT with our claims (the web app reads claims, the server verifies). */
export function fakeToken(claims: Partial<AccessTokenClaims> = {}): string {
  const payload = { sub: 'member1', roles: ['ROLE_USER'], exp: 4_102_444_800, ...claims };
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.signature`;
}

export function logInAs(roles: Role[] = ['ROLE_USER'], sub = 'member1'): string {
  const token = fakeToken({ sub, roles, nickname: '아껴' });
  useAuthStore.getState().login(token);
  return token;
}
