import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setNavigator } from '@/shared/lib';
import { ToastHost } from '@/shared/ui';
import { createQueryClient } from './query-client';
import { buildRoutes } from './routes';

// Dialogs open on a tap at the earliest: their host need not delay the first paint.
const DialogHost = lazy(() =>
  import('@/shared/ui/dialog/dialog-host').then(({ DialogHost }) => ({ default: DialogHost })),
);

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
      <Suspense fallback={null}>
        <DialogHost />
      </Suspense>
    </QueryClientProvider>
  );
}
