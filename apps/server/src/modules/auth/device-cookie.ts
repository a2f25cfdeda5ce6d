import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../config';
import { authCookieOptions } from './cookies';
import { newSecret } from './secure-token';

/**
 * OWASP's device cookie (docs/security.md, "Logins and lockouts"): a browser that logged in to an
 * account carries `<memberId>.<nonce>.<signature>` in a cookie of that account, signed with a key
 * derived from JWT_SECRET. Its failures count against the cookie alone, so lockouts of unknown
 * browsers never reach it.
 */
const PREFIX = 'akkyeo_device_';
const VERSION = 'v1';
/** A device stays known this long after its last login. */
export const DEVICE_COOKIE_DAYS = 180;

export interface Device {
  memberId: number;
  /** Names the device in its failure counter. */
  nonce: string;
}

/** The cookie name of an account's device cookie (one per account a browser logged in to). */
export function deviceCookieName(memberId: number): string {
  return `${PREFIX}${memberId}`;
}

function deviceKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('akkyeo device cookie key').digest();
}

function sign(jwtSecret: string, payload: string): Buffer {
  return createHmac('sha256', deviceKey(jwtSecret)).update(payload).digest();
}

/** A device cookie to set: the account's cookie name and a new signed value. */
export interface IssuedDeviceCookie {
  name: string;
  value: string;
}

/** A new device cookie of the account, with a new nonce. */
export function issueDeviceCookie(jwtSecret: string, memberId: number): IssuedDeviceCookie {
  const payload = `${VERSION}.${memberId}.${newSecret(16)}`;
  return {
    name: deviceCookieName(memberId),
    value: `${payload}.${sign(jwtSecret, payload).toString('base64url')}`,
  };
}

/** The device the cookie names when it is well-formed, signed with our key and for this account. */
export function readDeviceCookie(
  jwtSecret: string,
  memberId: number,
  value: string | undefined,
): Device | undefined {
  const parts = value?.split('.');
  if (parts?.length !== 4) return undefined;
  const [version, id, nonce, signature] = parts as [string, string, string, string];
  if (version !== VERSION || id !== String(memberId) || !nonce) return undefined;
  const expected = sign(jwtSecret, `${version}.${id}.${nonce}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { memberId, nonce };
}

/** httpOnly, SameSite=Strict, Secure on https, sent to /v1/auth only. */
export function deviceCookieOptions(config: Pick<Config, 'publicUrl'>): CookieSerializeOptions {
  return authCookieOptions(config, DEVICE_COOKIE_DAYS * 24 * 60 * 60);
}
