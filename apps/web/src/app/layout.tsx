import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useHydrated } from '@/shared/lib';
import { PageHeaderContext, Spinner } from '@/shared/ui';
import { renderAppHeader } from './app-header';
import styles from './layout.module.css';

// The install prompt and the worker's messages are not needed for the first paint (and belong to
// the browser: they come after a drawn screen is hydrated).
const PwaHost = lazy(() =>
  import('@/shared/pwa/pwa-host').then(({ PwaHost }) => ({ default: PwaHost })),
);

/** The app shell: one white, centred column of at most 480 px; its pages draw the app header. */
export function AppLayout() {
  const hydrated = useHydrated();
  return (
    <div className={styles.shell}>
      <PageHeaderContext value={renderAppHeader}>
        <Suspense fallback={<Spinner block />}>
          <Outlet />
        </Suspense>
      </PageHeaderContext>
      {hydrated && (
        <Suspense fallback={null}>
          <PwaHost />
        </Suspense>
      )}
    </div>
  );
}
