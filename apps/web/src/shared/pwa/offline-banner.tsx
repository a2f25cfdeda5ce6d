import { messages } from '@akkyeo/contracts';
import { useOnline } from '@/shared/hooks';
import styles from './offline-banner.module.css';

/** While the browser is offline: a bar at the top saying so (what is shown may be from before). */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className={styles.banner} role="status">
      {messages.offline.banner}
    </p>
  );
}
