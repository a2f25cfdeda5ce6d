import { appRoutes, messages, type AppRoute, type AppRouteName } from '@akkyeo/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { useDocumentTitle, type RouteHandle } from '@/shared/routing';
import { RouteGuard } from './guard';
import { AppLayout } from './layout';
import { NotFoundPage } from './not-found-page';
import { pages } from './pages';

/** The screen's tab title, from the route table; a detail page may name its deal or post after. */
function RouteTitle({ name }: { name: RouteHandle['name'] }) {
  useDocumentTitle(messages.pageTitle.screens[name]);
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
        <RouteGuard route={route}>
          <Page />
        </RouteGuard>
      </>
    ),
  };
}

const defaultPageOf = (route: AppRoute): ComponentType => pages[route.name as AppRouteName];

/** The route tree: SPEC §2's table (one entry a row, each guarded) and a not-found page. */
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
