import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ToastHost } from '@/shared/ui';
import { createQueryClient } from './query-client';
import { RouteView } from './route-view';
import { buildRoutes } from './routes';

// Dialogs open on a tap at the earliest: their host need not delay the first paint.
const DialogHost = lazy(() =>
  import('@/shared/ui/dialog/dialog-host').then(({ DialogHost }) => ({ default: DialogHost })),
);

const routes = buildRoutes();

/** Query cache, router, and the toast and dialog hosts. */
export function Providers() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <RouteView routes={routes} />
      </BrowserRouter>
      <ToastHost />
      <Suspense fallback={null}>
        <DialogHost />
      </Suspense>
    </QueryClientProvider>
  );
}
