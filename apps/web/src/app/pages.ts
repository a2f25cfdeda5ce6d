import type { AppRouteName } from '@akkyeo/contracts';
import type { ComponentType } from 'react';
import FeedHomePage from '@/features/feed/pages/feed-home-page';

/** Loads a page module; the router awaits it before it shows the new route. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

// The feed is the first screen most visits open: it comes with the entry, no second round trip.
const feedHome: PageLoader = () => Promise.resolve({ default: FeedHomePage });
const login: PageLoader = () => import('@/features/auth/pages/login-page');
const signup: PageLoader = () => import('@/features/auth/pages/signup-page');

/** The page of every named route, each other than the feed in its own chunk. */
export const pages: Record<AppRouteName, PageLoader> = {
  main: feedHome,
  home: feedHome,
  feedLikePage: () => import('@/features/feed/pages/feed-like-page'),
  feedViewPage: () => import('@/features/feed/pages/feed-view-page'),
  feedWritePage: () => import('@/features/feed/pages/feed-write-page'),
  feedEditPage: () => import('@/features/feed/pages/feed-edit-page'),
  login,
  join: signup,
  signup,
  boardListPage: () => import('@/features/board/pages/board-list-page'),
  boardViewPage: () => import('@/features/board/pages/board-view-page'),
  boardWritePage: () => import('@/features/board/pages/board-write-page'),
  BoardEditPage: () => import('@/features/board/pages/board-edit-page'),
  notiListPage: () => import('@/features/notification/pages/noti-list-page'),
  searchPage: () => import('@/features/search/pages/search-page'),
  MyInfoPage: () => import('@/features/member/pages/my-info-page'),
  MyActivityPage: () => import('@/features/member/pages/my-activity-page'),
  editMyinfo: () => import('@/features/member/pages/edit-my-info-page'),
  pwdReset: () => import('@/features/auth/pages/password-reset-page'),
  idFind: () => import('@/features/auth/pages/find-id-page'),
  joinSuccess: () => import('@/features/auth/pages/join-success-page'),
  selectJoinPage: () => import('@/features/auth/pages/select-join-page'),
  pushTest: () => import('@/features/push/pages/push-test-page'),
  adminReportsPage: () => import('@/features/admin/pages/admin-reports-page'),
};
