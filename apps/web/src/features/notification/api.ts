import {
  paths,
  PAGE_SIZE,
  toUrl,
  type NotificationListResponse,
  type UnreadCount,
} from '@akkyeo/contracts';
import { api } from '@/shared/api';

export function fetchNotificationPage(page: number, signal?: AbortSignal) {
  return api.get<NotificationListResponse>(paths.notification.list, {
    query: { page, size: PAGE_SIZE },
    signal,
  });
}

export function markNotificationRead(id: number) {
  return api.post<UnreadCount>(toUrl(paths.notification.read, { id }));
}

export function markAllNotificationsRead() {
  return api.post<UnreadCount>(paths.notification.readAll);
}
