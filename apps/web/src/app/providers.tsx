import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { ToastHost, useDialogStore } from '@/shared/ui';

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

/**
 * The query cache, and the toast and dialog hosts, around `children`: the router with its screen
 * (a browser's router in the app, a static one where the server draws the screen).
 */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToastHost />
      <DialogLayer />
    </QueryClientProvider>
  );
}
