import { messages, type NotificationItem } from '@akkyeo/contracts';
import { formatRelativeTime } from '@/shared/lib';
import styles from './notification-row.module.css';

export interface NotificationRowProps {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
}

/** One notification: title, message and relative time; unread ones stand out. */
export function NotificationRow({ item, onOpen }: NotificationRowProps) {
  return (
    <button
      type="button"
      className={styles.row}
      data-unread={!item.isRead || undefined}
      onClick={() => onOpen(item)}
    >
      {!item.isRead && <span className={styles.dot} aria-label={messages.notification.unread} />}
      <span className={styles.title}>{item.title}</span>
      <span className={styles.message}>{item.message}</span>
      <time className={styles.time} dateTime={item.createdAt}>
        {formatRelativeTime(item.createdAt)}
      </time>
    </button>
  );
}
