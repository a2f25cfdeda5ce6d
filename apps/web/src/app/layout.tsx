import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PwaHost } from '@/shared/pwa';
import { Spinner } from '@/shared/ui';
import styles from './layout.module.css';

/** The app shell: one white, centred column of at most 480 px. */
export function AppLayout() {
  return (
    <div className={styles.shell}>
      <Suspense fallback={<Spinner block />}>
        <Outlet />
      </Suspense>
      <PwaHost />
    </div>
  );
}
