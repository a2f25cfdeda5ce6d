import { paths, toUrl, type NotificationListResponse, type UnreadCount } from '@akkyeo/contracts';
import { api, cursorQuery, type PageCursor } from '@/shared/api';

export function fetchNotificationPage(cursor: PageCursor, signal?: AbortSignal) {
  return api.get<NotificationListResponse>(paths.notification.list, {
    query: cursorQuery(cursor),
    signal,
  });
}

export function markNotificationRead(id: number) {
  return api.post<UnreadCount>(toUrl(paths.notification.read, { id }));
}

export function markAllNotificationsRead() {
  return api.post<UnreadCount>(paths.notification.readAll);
}
