import { messages, type NotificationSettings } from '@akkyeo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SwitchRow } from '@/shared/ui';
import { fetchNotificationSettings, saveNotificationSettings } from '../api';
import { notificationKeys } from '../unread-count';

/** My info's switch for new-deal notifications (on by default). */
export function NewDealToggle() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => fetchNotificationSettings(signal),
  });
  const update = useMutation({
    mutationFn: (next: NotificationSettings) => saveNotificationSettings(next),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.settings(), saved),
    onError: (error) => console.error(error),
  });
  const checked = update.isPending
    ? update.variables.notifyNewDeals
    : (settings.data?.notifyNewDeals ?? false);

  return (
    <SwitchRow
      label={messages.notification.notifyNewDeals}
      hint={messages.notification.notifyNewDealsHint}
      checked={checked}
      disabled={!settings.data || update.isPending}
      onChange={(notifyNewDeals) => update.mutate({ notifyNewDeals })}
    />
  );
}
