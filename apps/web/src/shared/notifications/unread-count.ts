import { paths, type UnreadCount } from '@akkyeo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api';
import { useAuthStore } from '../stores/auth-store';

/** Query keys of the notification data two features share (the bell, the list, my info). */
export const notificationKeys = {
  all: ['notification'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

const REFRESH_MS = 60_000;

/** How many of my notifications are unread; 0 when logged out. Refreshed every minute. */
export function useUnreadCount(): number {
  const loggedIn = useAuthStore((state) => state.isLoggedIn);
  const { data } = useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => api.get<UnreadCount>(paths.notification.unreadCount, { signal }),
    enabled: loggedIn,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  return loggedIn ? (data?.unreadCount ?? 0) : 0;
}
