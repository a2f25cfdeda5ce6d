import { appRoutes, messages, type AppRoute, type AppRouteName } from '@akkyeo/contracts';
import type { RouteObject } from 'react-router';
import { useDocumentTitle, type RouteHandle } from '@/shared/routing';
import { Spinner } from '@/shared/ui';
import { RouteGuard } from './guard';
import { AppLayout } from './layout';
import { NotFoundPage } from './not-found-page';
import { pages, type PageLoader } from './pages';
import { RouteError } from './route-error';

/** The screen's tab title, from the route table; a detail page may name its deal or post after. */
function RouteTitle({ name }: { name: RouteHandle['name'] }) {
  useDocumentTitle(messages.pageTitle.screens[name]);
  return null;
}

function toRouteObject(route: AppRoute, load: PageLoader): RouteObject {
  const handle: RouteHandle = {
    name: route.name as AppRouteName,
    legacyLayout: route.legacyLayout,
  };
  return {
    path: route.path,
    handle,
    lazy: async () => {
      const { default: Page } = await load();
      return {
        element: (
          <>
            <RouteTitle name={handle.name} />
            <RouteGuard route={route}>
              <Page />
            </RouteGuard>
          </>
        ),
      };
    },
  };
}

const defaultPageOf = (route: AppRoute): PageLoader => pages[route.name as AppRouteName];

/** The route tree: SPEC §2's table (one entry a row, each guarded and lazy) and a not-found page. */
export function buildRoutes(
  table: readonly AppRoute[] = appRoutes,
  pageOf: (route: AppRoute) => PageLoader = defaultPageOf,
): RouteObject[] {
  const notFound: RouteHandle = { name: 'notFound' };
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <Spinner block />,
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
