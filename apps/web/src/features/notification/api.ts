import {
  paths,
  toUrl,
  type NotificationListResponse,
  type NotificationSettings,
  type UnreadCount,
} from '@akkyeo/contracts';
import { api, cursorQuery, type PageCursor } from '@/shared/api';

export function fetchNotificationPage(cursor: PageCursor, signal?: AbortSignal) {
  return api.get<NotificationListResponse>(paths.notification.list, {
    query: cursorQuery(cursor),
    signal,
  });
}

export function fetchNotificationSettings(signal?: AbortSignal) {
  return api.get<NotificationSettings>(paths.notification.settings, { signal });
}

export function saveNotificationSettings(settings: NotificationSettings) {
  return api.put<NotificationSettings>(paths.notification.settings, settings);
}

export function markNotificationRead(id: number) {
  return api.post<UnreadCount>(toUrl(paths.notification.read, { id }));
}

export function markAllNotificationsRead() {
  return api.post<UnreadCount>(paths.notification.readAll);
}
