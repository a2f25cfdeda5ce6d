import type { App } from '../../src/app';

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
