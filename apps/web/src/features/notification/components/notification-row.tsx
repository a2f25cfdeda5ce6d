import { messages, type NotificationItem } from '@akkyeo/contracts';
import styles from './notification-row.module.css';
import { RelativeTime } from '@/shared/ui';

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
      <RelativeTime className={styles.time} value={item.createdAt} />
    </button>
  );
}
