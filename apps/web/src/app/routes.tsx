import { appRoutes, messages, type AppRoute, type AppRouteName } from '@akkyeo/contracts';
import type { ComponentType, ReactElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams, type RouteObject } from 'react-router';
import { isServer } from '@/shared/lib';
import { useDocumentTitle, type RouteHandle } from '@/shared/routing';
import { RouteGuard } from './guard';
import { AppLayout } from './layout';
import { NotFoundPage } from './not-found-page';
import { pageQueries, pages } from './pages';

/** The screen's tab title, from the route table; a detail page may name its deal or post after. */
function RouteTitle({ name }: { name: RouteHandle['name'] }) {
  useDocumentTitle(messages.pageTitle.screens[name]);
  return null;
}

/** Starts the first query of the page at this route, once, in the browser (see `pageQueries`). */
function RouteData({ name }: { name: AppRouteName }) {
  const params = useParams();
  const queryClient = useQueryClient();
  if (!isServer) pageQueries[name]?.(params, queryClient);
  return null;
}

function toRouteObject(route: AppRoute, Page: ComponentType): RouteObject {
  const name = route.name as AppRouteName;
  return {
    path: route.path,
    element: (
      <>
        <RouteTitle name={name} />
        {!route.requiresAuth && <RouteData name={name} />}
        <RouteGuard route={route}>
          <Page />
        </RouteGuard>
      </>
    ),
  };
}

const defaultPageOf = (route: AppRoute): ComponentType => pages[route.name as AppRouteName];

/**
 * The app's screens as `RouteView` renders them: the layout around every screen, a route a row of
 * product rules §2's table (each guarded, keyed by its path) and the not-found page.
 */
export interface ScreenTable {
  layout: ReactElement;
  screens: ReadonlyMap<string, RouteObject>;
  notFound: RouteObject;
}

export function buildRoutes(
  pageOf: (route: AppRoute) => ComponentType = defaultPageOf,
): ScreenTable {
  return {
    layout: <AppLayout />,
    screens: new Map(appRoutes.map((route) => [route.path, toRouteObject(route, pageOf(route))])),
    notFound: {
      path: '*',
      element: (
        <>
          <RouteTitle name="notFound" />
          <NotFoundPage />
        </>
      ),
    },
  };
}
