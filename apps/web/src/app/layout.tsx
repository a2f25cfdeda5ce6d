import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/shared/ui';
import styles from './layout.module.css';

// The install prompt and the worker's messages are not needed for the first paint.
const PwaHost = lazy(() =>
  import('@/shared/pwa/pwa-host').then(({ PwaHost }) => ({ default: PwaHost })),
);

/** The app shell: one white, centred column of at most 480 px. */
export function AppLayout() {
  return (
    <div className={styles.shell}>
      <Suspense fallback={<Spinner block />}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>
        <PwaHost />
      </Suspense>
    </div>
  );
}
