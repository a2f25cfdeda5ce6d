import { messages } from '@akkyeo/contracts';
import styles from './activity-loading-bar.module.css';

/** A thin indeterminate bar shown while the first page of an activity list loads. */
export function ActivityLoadingBar() {
  return (
    <div role="progressbar" aria-label={messages.activity.loading} className={styles.track}>
      <div className={styles.bar} />
    </div>
  );
}
