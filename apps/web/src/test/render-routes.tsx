import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { setNavigator } from '@/shared/lib';
import { DialogHost, ToastHost } from '@/shared/ui';

/** Renders routes in a memory router with a fresh query cache and the toast and dialog hosts. */
export function renderRoutes(routes: RouteObject[], initialEntries: string[] = ['/']) {
  const router = createMemoryRouter(routes, {
    initialEntries,
    initialIndex: initialEntries.length - 1,
  });
  setNavigator((to, options) => void router.navigate(to, options));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} useTransitions={false} />
      <ToastHost />
      <DialogHost />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export const currentUrl = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
