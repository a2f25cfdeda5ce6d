import { ENDED_REPORTS_TO_END, messages, type FeedDetail } from '@akkyeo/contracts';
import { errorMessage } from '@/shared/api';
import { useRequireLogin } from '@/shared/routing';
import { useHasRole } from '@/shared/stores';
import { toast } from '@/shared/ui';
import { useReopenDeal, useReportEnded } from '../hooks/ended-state';
import styles from './ended-report.module.css';

/**
 * The deal view's 종료 row: on an open deal, 종료됐어요 (login first; once sent it says so) with how
 * many members reported it; on an ended deal, 종료된 딜이에요 and, for managers, 다시 열기.
 */
export function EndedReport({ deal }: { deal: FeedDetail }) {
  const requireLogin = useRequireLogin();
  const isManager = useHasRole('ROLE_MANAGER');
  const report = useReportEnded(deal.id);
  const reopen = useReopenDeal(deal.id);
  const onError = (error: unknown) => toast.error(errorMessage(error));

  if (deal.ended) {
    return (
      <div className={styles.row}>
        <span className={styles.notice}>{messages.feed.endedNotice}</span>
        {isManager && (
          <button
            type="button"
            className={styles.button}
            disabled={reopen.isPending}
            onClick={() =>
              reopen.mutate(undefined, {
                onSuccess: () => toast.success(messages.feed.reopened),
                onError,
              })
            }
          >
            {messages.feed.reopen}
          </button>
        )}
      </div>
    );
  }

  const onReport = async () => {
    if (report.isPending || !(await requireLogin())) return;
    report.mutate(undefined, { onError });
  };
  return (
    <div className={styles.row}>
      <span className={styles.hint}>
        {deal.endedReports > 0 &&
          messages.feed.reportEndedHint(deal.endedReports, ENDED_REPORTS_TO_END)}
      </span>
      <button
        type="button"
        className={styles.button}
        aria-pressed={deal.endedReported}
        disabled={deal.endedReported || report.isPending}
        onClick={() => void onReport()}
      >
        {deal.endedReported ? messages.feed.reportedEnded : messages.feed.reportEnded}
      </button>
    </div>
  );
}
