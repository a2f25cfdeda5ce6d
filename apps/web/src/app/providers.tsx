import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ToastHost, useDialogStore } from '@/shared/ui';
import { createQueryClient } from './query-client';
import { RouteView } from './route-view';
import { buildRoutes } from './routes';

// Dialogs open on a tap at the earliest: their host loads with the first one, not with the page.
const DialogHost = lazy(() =>
  import('@/shared/ui/dialog/dialog-host').then(({ DialogHost }) => ({ default: DialogHost })),
);

function DialogLayer() {
  const open = useDialogStore((state) => state.queue.length > 0);
  return open ? (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  ) : null;
}

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
      <DialogLayer />
    </QueryClientProvider>
  );
}
