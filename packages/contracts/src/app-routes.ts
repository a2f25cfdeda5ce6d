import { toUrl } from './paths';

/** The web app's route table (product rules §2), one entry a row; the server answers each. */
export interface AppRoute {
  path: string;
  name: string;
  requiresAuth: boolean;
  /** Roles the route needs; the guard checks them (the original client declared, never checked). */
  roles?: readonly ('ROLE_MANAGER' | 'ROLE_ADMIN')[];
  /** Layout without header and bottom menu. */
  legacyLayout?: boolean;
}

export const appRoutes = [
  { path: '/', name: 'main', requiresAuth: false },
  { path: '/f', name: 'home', requiresAuth: false },
  { path: '/f/like', name: 'feedLikePage', requiresAuth: true },
  { path: '/f/about/:id', name: 'feedViewPage', requiresAuth: false },
  { path: '/feed/write', name: 'feedWritePage', requiresAuth: true, roles: ['ROLE_MANAGER'] },
  { path: '/feed/edit/:id', name: 'feedEditPage', requiresAuth: true, roles: ['ROLE_MANAGER'] },
  { path: '/feed/tip', name: 'tipWritePage', requiresAuth: true },
  { path: '/feed/tip/edit/:id', name: 'tipEditPage', requiresAuth: true },
  { path: '/f/login', name: 'login', requiresAuth: false, legacyLayout: true },
  { path: '/f/join', name: 'join', requiresAuth: false, legacyLayout: true },
  { path: '/f/board', name: 'boardListPage', requiresAuth: false },
  { path: '/f/board/write', name: 'boardWritePage', requiresAuth: true },
  { path: '/f/board/edit/:id', name: 'BoardEditPage', requiresAuth: true },
  { path: '/f/board/:id', name: 'boardViewPage', requiresAuth: false },
  { path: '/noti', name: 'notiListPage', requiresAuth: true },
  { path: '/noti/keyword', name: 'keywordAlertPage', requiresAuth: true },
  { path: '/search', name: 'searchPage', requiresAuth: false },
  { path: '/myinfo', name: 'MyInfoPage', requiresAuth: true },
  { path: '/myinfo/tips', name: 'myTipsPage', requiresAuth: true },
  { path: '/act', name: 'MyActivityPage', requiresAuth: true },
  { path: '/login', name: 'login', requiresAuth: false },
  { path: '/join', name: 'signup', requiresAuth: false },
  { path: '/password/reset', name: 'pwdReset', requiresAuth: false },
  { path: '/login/unlock', name: 'loginUnlock', requiresAuth: false },
  { path: '/find/id', name: 'idFind', requiresAuth: false },
  { path: '/joinSuccess', name: 'joinSuccess', requiresAuth: false },
  { path: '/push', name: 'pushTest', requiresAuth: true },
  { path: '/EditMyinfo', name: 'editMyinfo', requiresAuth: true },
  { path: '/selectJoin', name: 'selectJoinPage', requiresAuth: false },
  { path: '/admin/reports', name: 'adminReportsPage', requiresAuth: true, roles: ['ROLE_ADMIN'] },
  {
    path: '/admin/ended-reports',
    name: 'adminEndedReportsPage',
    requiresAuth: true,
    roles: ['ROLE_MANAGER'],
  },
  { path: '/admin/tips', name: 'adminTipsPage', requiresAuth: true, roles: ['ROLE_MANAGER'] },
] as const satisfies readonly AppRoute[];

export type AppRouteName = (typeof appRoutes)[number]['name'];

/** The path of a named route (its first row), e.g. routePath('boardListPage') → '/f/board'. */
export function routePath(name: AppRouteName): string {
  const route = appRoutes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route.path;
}

/** A named route's address with its parameters: appPath('feedViewPage', { id: 3 }) → '/f/about/3'. */
export function appPath(name: AppRouteName, params: Record<string, string | number> = {}): string {
  return toUrl(routePath(name), params);
}

/**
 * The one parser of route ids (`/f/about/:id` …): a positive whole number written in plain digits,
 * else null (`abc`, `0`, `1.5`, `01`, beyond 2^53).
 */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** True when every `:param` of `route` present in `params` is a valid route id. */
export function hasValidRouteIds(
  route: Pick<AppRoute, 'path'>,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  return routeParamNames(route.path).every((name) => parseRouteId(params[name]) !== null);
}

/** An app route a request path opens, with its parameters. */
export interface AppRouteMatch {
  route: (typeof appRoutes)[number];
  params: Record<string, string>;
}

/** Each route's pattern, compiled on the first match (the browser matches at every render). */
let routePatterns: { route: (typeof appRoutes)[number]; pattern: RegExp }[] | undefined;

/** The app route a request path opens, with its parameters (ids checked), or null. */
export function matchAppRoute(pathname: string): AppRouteMatch | null {
  routePatterns ??= appRoutes.map((route) => ({ route, pattern: routePattern(route.path) }));
  for (const { route, pattern } of routePatterns) {
    const match = pattern.exec(pathname);
    if (match && hasValidRouteIds(route, match.groups ?? {})) {
      return { route, params: { ...match.groups } };
    }
  }
  return null;
}

/** True when a request path is one of the app's client routes, ids included (`/f/board/abc` is not). */
export function matchesAppRoute(pathname: string): boolean {
  return matchAppRoute(pathname) !== null;
}

function routeParamNames(path: string): string[] {
  return [...path.matchAll(/\/:(\w+)/g)].map((match) => match[1]!);
}

function routePattern(path: string): RegExp {
  const body = path.replace(/\/:(\w+)/g, '/(?<$1>[^/]+)');
  return new RegExp(`^${body === '/' ? '/' : body + '/?'}$`);
}

/** The id of the `<script type="application/json">` in which the server hands a screen its first data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * What that script holds: the first API answer of the screen the server matched, as a visitor
 * (someone not logged in) would get it from the API; none on a list screen loaded with the
 * member hint (the member's own list loads after hydration).
 */
export interface PageData {
  route: AppRouteName;
  params: Readonly<Record<string, string>>;
  data?: unknown;
  /** When the server read the data (epoch ms): the clock of a screen it drew, until hydrated. */
  renderedAt: number;
}

/**
 * A cookie the web app keeps while someone is logged in in the browser (`1`; no identity, no
 * token): the server then draws list screens without a visitor's list, so a member's muted deals
 * and hidden posts never show before their own list loads.
 */
export const MEMBER_HINT_COOKIE = 'akkyeo_member';

/**
 * Set on the app's root element when the server drew the screen into it: the browser then
 * hydrates that markup instead of drawing the screen anew.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
