import { messages, type NotificationItem } from '@akkyeo/contracts';
import { Link, useNavigate } from 'react-router';
import { routePath } from '@/shared/routing';
import { InfiniteQueryList, PageLayout } from '@/shared/ui';
import { NotificationRow } from '../components/notification-row';
import { useMarkRead, useNotificationList } from '../hooks';
import { useUnreadCount } from '../unread-count';
import styles from './noti-list-page.module.css';

/** /noti: my notifications, newest first; tapping one opens its target and marks it read. */
export default function NotiListPage() {
  const list = useNotificationList();
  const markRead = useMarkRead();
  const unread = useUnreadCount();
  const navigate = useNavigate();

  const open = (item: NotificationItem) => {
    if (!item.isRead) markRead.mutate(item);
    if (item.link) void navigate(item.link);
  };

  return (
    <PageLayout>
      <div className={styles.bar}>
        <h1 className={styles.title}>{messages.notification.title}</h1>
        <div className={styles.actions}>
          {unread > 0 && (
            <button
              type="button"
              className={styles.readAll}
              onClick={() => markRead.mutate(undefined)}
            >
              {messages.notification.markAllRead}
            </button>
          )}
          <Link to={routePath('keywordAlertPage')} className={styles.keywordAlerts}>
            {messages.alert.title}
          </Link>
        </div>
      </div>
      <InfiniteQueryList
        query={list}
        getKey={(item) => item.id}
        renderItem={(item) => <NotificationRow item={item} onOpen={open} />}
        emptyMessage={messages.notification.empty}
      />
    </PageLayout>
  );
}
