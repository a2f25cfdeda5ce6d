export const LOGIN_PATH = '/login';

/** `/login?redirect=<path>`; the redirect is the full path to come back to, query included. */
export function loginPath(redirect?: string): string {
  if (!redirect || redirect.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect }).toString()}`;
}
