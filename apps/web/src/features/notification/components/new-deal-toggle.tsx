import { messages, type NotificationSettings } from '@akkyeo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Switch } from '@/shared/ui';
import { fetchNotificationSettings, saveNotificationSettings } from '../api';
import { notificationKeys } from '../unread-count';
import styles from './new-deal-toggle.module.css';

/** My info's switch for new-deal notifications (on by default). */
export function NewDealToggle() {
  const queryClient = useQueryClient();
  const labelId = useId();
  const hintId = useId();
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
    <div className={styles.row}>
      <div className={styles.text}>
        <span id={labelId} className={styles.label}>
          {messages.notification.notifyNewDeals}
        </span>
        <span id={hintId} className={styles.hint}>
          {messages.notification.notifyNewDealsHint}
        </span>
      </div>
      <Switch
        checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={!settings.data || update.isPending}
        onChange={(notifyNewDeals) => update.mutate({ notifyNewDeals })}
      />
    </div>
  );
}
