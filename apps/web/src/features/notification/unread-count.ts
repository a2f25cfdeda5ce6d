import { paths, type UnreadCount } from '@akkyeo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api';
import { useAuthStore } from '@/shared/stores';

/** Query keys of my notifications: the list, the unread count (the bell's dot) and the settings. */
export const notificationKeys = {
  all: ['notification'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

const REFRESH_MS = 60_000;

/**
 * How many of my notifications are unread; 0 when logged out. Refreshed every minute. A module
 * of its own: the app header in the entry takes no more of the notifications than this.
 */
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
