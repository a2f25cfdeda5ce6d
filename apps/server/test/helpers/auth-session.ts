import { AUTH_HEADER } from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { App } from '../../src/app';
import type { DB, Member } from '../../src/db/types';
import { signAccessToken } from '../../src/modules/auth/tokens';
import { createMember } from './factories';
import { TEST_JWT_SECRET } from './test-config';

export const REFRESH_COOKIE = 'akkyeo_refresh';

export interface LoginResult {
  status: number;
  token: string | undefined;
  refresh: string | undefined;
  body: unknown;
}

/** The value of a Set-Cookie of the reply, '' when it clears the cookie, undefined when absent. */
export function setCookie(
  response: { cookies: { name: string; value: string }[] },
  name = REFRESH_COOKIE,
): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

export async function loginAs(app: App, id: string, password: string): Promise<LoginResult> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { id, password },
  });
  const body: unknown = response.json();
  return {
    status: response.statusCode,
    token: (body as { token?: string }).token,
    refresh: setCookie(response),
    body,
  };
}

export function refreshWith(app: App, refresh: string | undefined) {
  return app.inject({
    method: 'POST',
    url: '/v1/auth/refresh',
    cookies: refresh === undefined ? {} : { [REFRESH_COOKIE]: refresh },
  });
}

/** An access token of `member`, signed with the test secret (no login session behind it). */
export function tokenFor(member: Pick<Member, 'id' | 'role' | 'nickname'>): Promise<string> {
  return signAccessToken(
    { jwtSecret: TEST_JWT_SECRET },
    { memberId: member.id, roles: [member.role], nickname: member.nickname },
  );
}

/** A request to the app as `member`, or anonymous when null. */
export async function injectAs(
  app: App,
  member: Pick<Member, 'id' | 'role' | 'nickname'> | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const headers: Record<string, string> = member ? { [AUTH_HEADER]: await tokenFor(member) } : {};
  return app.inject({ method, url, headers, payload });
}

/** injectAs on the app `app()` gives at each call (a test file's app, opened in its hooks). */
export function injectorOf(app: () => App) {
  return (
    member: Pick<Member, 'id' | 'role' | 'nickname'> | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => injectAs(app(), member, method, url, payload);
}

/** A new member (factory defaults unless overridden) and an access token of theirs. */
export async function memberWithToken(
  db: Kysely<DB>,
  overrides: Parameters<typeof createMember>[1] = {},
): Promise<{ member: Member; token: string }> {
  const member = await createMember(db, overrides);
  return { member, token: await tokenFor(member) };
}
