import type { AppRouteName } from '@akkyeo/contracts';
import { useMatches } from 'react-router';

/** What every route carries in its `handle`: its SPEC §2 name and layout flag. */
export interface RouteHandle {
  name: AppRouteName | 'notFound';
  legacyLayout?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return !!value && typeof value === 'object' && typeof (value as RouteHandle).name === 'string';
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}

export function useRouteName(): RouteHandle['name'] | null {
  return useRouteHandle()?.name ?? null;
}
