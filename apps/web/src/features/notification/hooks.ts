import {
  type NotificationItem,
  type NotificationListResponse,
  type UnreadCount,
} from '@akkyeo/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { FIRST_CURSOR, nextPageParam, updatePageItems } from '@/shared/api';
import { fetchNotificationPage, markAllNotificationsRead, markNotificationRead } from './api';
import { notificationKeys } from './unread-count';

export function useNotificationList() {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchNotificationPage(pageParam, signal),
    initialPageParam: FIRST_CURSOR,
    getNextPageParam: nextPageParam,
  });
}

/** Marks notifications read (one, or all without an argument), updating the list and the bell. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item?: NotificationItem) =>
      item ? markNotificationRead(item.id) : markAllNotificationsRead(),
    onSuccess: (count: UnreadCount, item) => {
      queryClient.setQueryData(notificationKeys.unreadCount(), count);
      queryClient.setQueryData<InfiniteData<NotificationListResponse>>(
        notificationKeys.list(),
        (data) =>
          updatePageItems(
            data,
            (notice) => !item || notice.id === item.id,
            (notice) => ({ ...notice, isRead: true }),
          ),
      );
    },
    onError: (error) => console.error(error),
  });
}
