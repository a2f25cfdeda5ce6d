import { appRoutes, messages, type AppRoute, type AppRouteName } from '@akkyeo/contracts';
import type { ComponentType } from 'react';
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
  const handle: RouteHandle = {
    name: route.name as AppRouteName,
    legacyLayout: route.legacyLayout,
  };
  return {
    path: route.path,
    handle,
    element: (
      <>
        <RouteTitle name={handle.name} />
        {!route.requiresAuth && <RouteData name={route.name as AppRouteName} />}
        <RouteGuard route={route}>
          <Page />
        </RouteGuard>
      </>
    ),
  };
}

const defaultPageOf = (route: AppRoute): ComponentType => pages[route.name as AppRouteName];

/** The route tree: product rules §2's table (an entry a row, each guarded) and a not-found page. */
export function buildRoutes(
  table: readonly AppRoute[] = appRoutes,
  pageOf: (route: AppRoute) => ComponentType = defaultPageOf,
): RouteObject[] {
  const notFound: RouteHandle = { name: 'notFound' };
  return [
    {
      element: <AppLayout />,
      children: [
        ...table.map((route) => toRouteObject(route, pageOf(route))),
        {
          path: '*',
          handle: notFound,
          element: (
            <>
              <RouteTitle name="notFound" />
              <NotFoundPage />
            </>
          ),
        },
      ],
    },
  ];
}
