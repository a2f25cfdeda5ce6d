import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setNavigator } from '@/shared/lib';
import { DialogHost, ToastHost } from '@/shared/ui';
import { createQueryClient } from './query-client';
import { buildRoutes } from './routes';

function createRouter() {
  const router = createBrowserRouter(buildRoutes());
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}

/** Query cache, router, and the toast and dialog hosts. */
export function Providers() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} useTransitions={false} />
      <ToastHost />
      <DialogHost />
    </QueryClientProvider>
  );
}
