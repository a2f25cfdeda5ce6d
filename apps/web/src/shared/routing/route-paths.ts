import { appRoutes, type AppRouteName } from '@akkyeo/contracts';

/** The path of a named route (first row with that name), e.g. routePath('boardListPage') → '/f/board'. */
export function routePath(name: AppRouteName): string {
  const route = appRoutes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route.path;
}

export const LOGIN_PATH = '/login';

/** `/login?redirect=<path>`; the redirect is the full path to come back to, query included. */
export function loginPath(redirect?: string): string {
  if (!redirect || redirect.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect }).toString()}`;
}
