import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import {
  MemoryRouter,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router';
import { RouteView, ScreenFrame } from '@/app/route-view';
import type { ScreenTable } from '@/app/routes';
import { useRouteHandle, type RouteHandle } from '@/shared/routing';
import { DialogHost, ToastHost } from '@/shared/ui';

/** What the rendered routes show now: the location and the route handle the screens read. */
export interface ShownRoute {
  state: { location: Location; handle: RouteHandle };
}

function ShownRouteProbe({ onShow }: { onShow: (state: ShownRoute['state']) => void }) {
  const location = useLocation();
  const handle = useRouteHandle();
  useEffect(() => onShow({ location, handle }), [onShow, location, handle]);
  return null;
}

/** Routes of a test's own, in the frame the app's screens have. */
function TestRoutes({ routes }: { routes: RouteObject[] }) {
  return <ScreenFrame>{useRoutes(routes)}</ScreenFrame>;
}

/**
 * Renders the app's screens (`buildRoutes`) or a test's own routes as the app does (a memory
 * router in place of the browser's) with a fresh query cache and the toast and dialog hosts.
 */
export function renderRoutes(
  routes: ScreenTable | RouteObject[],
  initialEntries: string[] = ['/'],
) {
  const router = { state: {} } as ShownRoute;
  const show = (state: ShownRoute['state']) => {
    router.state = state;
  };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1}>
        {Array.isArray(routes) ? <TestRoutes routes={routes} /> : <RouteView table={routes} />}
        <ShownRouteProbe onShow={show} />
      </MemoryRouter>
      <ToastHost />
      <DialogHost />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export const currentUrl = (router: ShownRoute) =>
  `${router.state.location.pathname}${router.state.location.search}`;
