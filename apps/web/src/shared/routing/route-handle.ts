import type { AppRouteName } from '@akkyeo/contracts';
import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';

/** What every route carries in its `handle`: its name (product rules §2) and layout flag. */
export interface RouteHandle {
  name: AppRouteName | 'notFound';
  legacyLayout?: boolean;
}

/** The route tree being rendered, for `useRouteHandle` anywhere below it (the layout too). */
export const RouteTableContext = createContext<RouteObject[]>([]);

function isRouteHandle(value: unknown): value is RouteHandle {
  return !!value && typeof value === 'object' && typeof (value as RouteHandle).name === 'string';
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | null {
  const routes = useContext(RouteTableContext);
  const { pathname } = useLocation();
  return useMemo(() => {
    const matches = matchRoutes(routes, pathname) ?? [];
    for (let index = matches.length - 1; index >= 0; index -= 1) {
      const handle: unknown = matches[index]?.route.handle;
      if (isRouteHandle(handle)) return handle;
    }
    return null;
  }, [routes, pathname]);
}

export function useRouteName(): RouteHandle['name'] | null {
  return useRouteHandle()?.name ?? null;
}
