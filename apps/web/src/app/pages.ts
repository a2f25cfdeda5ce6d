import { matchAppRoute, parseRouteId, type AppRouteName } from '@akkyeo/contracts';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { boardPostQuery } from '@/features/board/queries';
import { dealQuery, priceHistoryQuery } from '@/features/feed/hooks/deal-detail';
import FeedHomePage from '@/features/feed/pages/feed-home-page';
import { isLazyPage, lazyPage, type LazyPage } from './lazy-page';

const login = lazyPage(() => import('@/features/auth/pages/login-page'));
const signup = lazyPage(() => import('@/features/auth/pages/signup-page'));
/** A new 제보 and a pending one's edit: one page. */
const tipForm = lazyPage(() => import('@/features/tip/pages/tip-form-page'));

/**
 * The page of every named route. The feed is the first screen most visits open: it comes with
 * the entry, no second round trip; every other page is a lazy chunk, loaded (with its imports
 * preloaded) when its route first renders.
 */
export const pages: Record<AppRouteName, ComponentType | LazyPage> = {
  main: FeedHomePage,
  home: FeedHomePage,
  feedLikePage: lazyPage(() => import('@/features/feed/pages/feed-like-page')),
  feedViewPage: lazyPage(() => import('@/features/feed/pages/feed-view-page')),
  feedWritePage: lazyPage(() => import('@/features/feed/pages/feed-write-page')),
  feedEditPage: lazyPage(() => import('@/features/feed/pages/feed-edit-page')),
  tipWritePage: tipForm,
  tipEditPage: tipForm,
  login,
  join: signup,
  signup,
  boardListPage: lazyPage(() => import('@/features/board/pages/board-list-page')),
  boardViewPage: lazyPage(() => import('@/features/board/pages/board-view-page')),
  boardWritePage: lazyPage(() => import('@/features/board/pages/board-write-page')),
  BoardEditPage: lazyPage(() => import('@/features/board/pages/board-edit-page')),
  notiListPage: lazyPage(() => import('@/features/notification/pages/noti-list-page')),
  keywordAlertPage: lazyPage(() => import('./screens/keyword-alert-screen')),
  searchPage: lazyPage(() => import('./screens/search-page')),
  MyInfoPage: lazyPage(() => import('./screens/my-info-page')),
  myTipsPage: lazyPage(() => import('@/features/tip/pages/my-tips-page')),
  MyActivityPage: lazyPage(() => import('./screens/my-activity-page')),
  editMyinfo: lazyPage(() => import('@/features/member/pages/edit-my-info-page')),
  pwdReset: lazyPage(() => import('@/features/auth/pages/password-reset-page')),
  loginUnlock: lazyPage(() => import('@/features/auth/pages/login-unlock-page')),
  idFind: lazyPage(() => import('@/features/auth/pages/find-id-page')),
  joinSuccess: lazyPage(() => import('@/features/auth/pages/join-success-page')),
  selectJoinPage: lazyPage(() => import('@/features/auth/pages/select-join-page')),
  pushTest: lazyPage(() => import('@/features/push/pages/push-test-page')),
  adminReportsPage: lazyPage(() => import('@/features/admin/pages/admin-reports-page')),
  adminEndedReportsPage: lazyPage(() => import('@/features/admin/pages/admin-ended-reports-page')),
  adminTipsPage: lazyPage(() => import('@/features/tip/pages/admin-tips-page')),
};

/** Loads the page an address opens when it is a lazy one, so that its first render finds it loaded. */
export function preloadPageAt(pathname: string): Promise<void> {
  const match = matchAppRoute(pathname);
  const page: ComponentType | LazyPage | undefined = match ? pages[match.route.name] : undefined;
  return page && isLazyPage(page) ? page.preload() : Promise.resolve();
}

/** Starts a query unless the cache already has it (done, failed or in flight). */
function startOnce<TData, TKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): void {
  if (!client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
}

/**
 * The data a lazy page asks for first, started with its route so the request runs while the
 * page's chunk downloads rather than after it (the page's own query then finds it in flight).
 * What the page itself brought (see `seedPageData`) is in the cache already: no request for it.
 */
export const pageQueries: Partial<
  Record<
    AppRouteName,
    (params: Readonly<Record<string, string | undefined>>, client: QueryClient) => void
  >
> = {
  feedViewPage: ({ id }, client) => {
    const dealId = parseRouteId(id);
    if (dealId === null) return;
    startOnce(client, dealQuery(dealId));
    startOnce(client, priceHistoryQuery(dealId));
  },
  boardViewPage: ({ id }, client) => {
    const postId = parseRouteId(id);
    if (postId !== null) startOnce(client, boardPostQuery(postId));
  },
};
