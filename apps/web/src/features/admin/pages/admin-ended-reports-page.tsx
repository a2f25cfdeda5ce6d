import { messages, type AdminEndedReport } from '@akkyeo/contracts';
import { errorMessage } from '@/shared/api';
import { dialog, InfiniteQueryList, PageLayout, toast } from '@/shared/ui';
import type { EndedReviewAction } from '../api';
import { EndedReportItem } from '../components/ended-report-item';
import { useEndedReportList, useReviewEndedReports } from '../hooks';
import styles from './admin-reports-page.module.css';

const say = messages.endedReports;
const ACTIONS = {
  confirm: { confirm: say.confirmConfirm, done: say.confirmed },
  reopen: { confirm: say.confirmReopen, done: say.reopened },
} as const;

/**
 * /admin/ended-reports (managers): deals members reported ended, with who reported, when and
 * their standing; 종료 확정 or 다시 열기, confirmed first.
 */
export default function AdminEndedReportsPage() {
  const list = useEndedReportList();
  const review = useReviewEndedReports();

  const onReview = async (item: AdminEndedReport, action: EndedReviewAction) => {
    if (!(await dialog.confirm(ACTIONS[action].confirm))) return;
    try {
      await review.mutateAsync({ dealId: item.deal.id, action });
      toast.success(ACTIONS[action].done);
    } catch (error) {
      await dialog.alert(errorMessage(error), { title: say.reviewFailed });
    }
  };

  return (
    <PageLayout header={{ back: true }}>
      <h1 className={styles.title}>{say.title}</h1>
      <InfiniteQueryList
        query={list}
        getKey={(item) => item.deal.id}
        renderItem={(item) => (
          <EndedReportItem
            item={item}
            busy={review.isPending}
            onReview={(reported, action) => void onReview(reported, action)}
          />
        )}
        emptyMessage={say.empty}
      />
    </PageLayout>
  );
}
