import { matchAppRoute, type AppRouteName } from '@akkyeo/contracts';
import { useMemo } from 'react';
import { useLocation } from 'react-router';

/** What a screen's route says of it: its name (product rules §2) and layout flag. */
export interface RouteHandle {
  name: AppRouteName | 'notFound';
  legacyLayout?: boolean;
}

/** The route table's row for `pathname` (ids checked), or the not-found screen's. */
function routeHandleAt(pathname: string): RouteHandle {
  const route = matchAppRoute(pathname)?.route;
  if (!route) return { name: 'notFound' };
  return { name: route.name, legacyLayout: 'legacyLayout' in route && route.legacyLayout };
}

/** The handle of the screen at the current location. */
export function useRouteHandle(): RouteHandle {
  const { pathname } = useLocation();
  return useMemo(() => routeHandleAt(pathname), [pathname]);
}

export function useRouteName(): RouteHandle['name'] {
  return useRouteHandle().name;
}
