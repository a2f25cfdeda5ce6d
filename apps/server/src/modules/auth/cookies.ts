import { paths } from '@akkyeo/contracts';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../config';

/** The refresh token's cookie: httpOnly, SameSite=Strict, sent to /v1/auth only. */
export const REFRESH_COOKIE = 'akkyeo_refresh';
/** Binds a Kakao `state` to the browser that asked for it. */
export const KAKAO_STATE_COOKIE = 'akkyeo_kakao_state';

const AUTH_PATH = paths.auth.login.slice(0, paths.auth.login.lastIndexOf('/'));

export function authCookieOptions(
  config: Pick<Config, 'publicUrl'>,
  maxAgeSeconds: number,
  sameSite: 'strict' | 'lax' = 'strict',
): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite,
    secure: config.publicUrl.startsWith('https://'),
    path: AUTH_PATH,
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  };
}
