import { messages } from '@akkyeo/contracts';
import { useEffect } from 'react';
import { isApiError } from '../../api/api-error';
import { useOnline } from '../../hooks/use-online';
import styles from './load-failed.module.css';

import type { LoadFailedProps } from './load-failed';

/**
 * A load that failed: offline, it says so; otherwise 데이터를 불러올 수 없습니다. Either way a
 * 다시 시도 button, and the load runs again by itself when the browser is back online.
 */
export default function LoadFailedNotice({ error, onRetry }: LoadFailedProps) {
  const online = useOnline();
  const offline = !online || (isApiError(error) && error.code === 'NETWORK_ERROR');
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div className={styles.failed} role="status">
      <p className={styles.title}>{offline ? messages.offline.title : messages.app.loadFailed}</p>
      {offline && <p className={styles.body}>{messages.offline.body}</p>}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {messages.offline.retry}
      </button>
    </div>
  );
}
