import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useHydrated } from '@/shared/lib';
import { PageHeaderContext, Spinner } from '@/shared/ui';
import { renderAppHeader } from './app-header';
import { EarlyTaps } from './early-taps';
import styles from './layout.module.css';

// The install prompt and the worker's messages are not needed for the first paint (and belong to
// the browser: they come after a drawn screen is hydrated).
const PwaHost = lazy(() =>
  import('@/shared/pwa/pwa-host').then(({ PwaHost }) => ({ default: PwaHost })),
);

/**
 * The PWA host once hydrated. Its own component: the render that follows hydration (a sync one)
 * then touches only this, not the layout around the page's Suspense boundary, which would make
 * React hydrate the whole drawn page in one long task instead of in slices.
 */
function HydratedPwaHost() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <PwaHost />
    </Suspense>
  );
}

/** The app shell: one white, centred column of at most 480 px; its pages draw the app header. */
export function AppLayout() {
  return (
    <div className={styles.shell}>
      <PageHeaderContext value={renderAppHeader}>
        <Suspense fallback={<Spinner block />}>
          <Outlet />
          <EarlyTaps />
        </Suspense>
      </PageHeaderContext>
      <HydratedPwaHost />
    </div>
  );
}
