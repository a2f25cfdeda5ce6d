import { lazy, Suspense } from 'react';

export interface LoadFailedProps {
  /** What the failed load threw. */
  error: unknown;
  /** Loads again: on 다시 시도, and by itself once the connection is back. */
  onRetry: () => void;
}

// Loaded when a load first fails: the screens' first paint never waits for it.
const LoadFailedNotice = lazy(() => import('./load-failed-notice'));

/**
 * A load that failed: offline, it says so; otherwise 데이터를 불러올 수 없습니다. Either way a
 * 다시 시도 button, and the load runs again by itself when the browser is back online.
 */
export function LoadFailed(props: LoadFailedProps) {
  return (
    <Suspense fallback={null}>
      <LoadFailedNotice {...props} />
    </Suspense>
  );
}
