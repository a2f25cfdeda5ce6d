import { messages, type AdminReport, type ReportStatus } from '@akkyeo/contracts';
import { useState } from 'react';
import { errorMessage } from '@/shared/api';
import { dialog, InfiniteQueryList, PageLayout, toast } from '@/shared/ui';
import { ReportItem } from '../components/report-item';
import { ReportTabs } from '../components/report-tabs';
import { useReportList, useResolveReport, useUnhidePost } from '../hooks';
import styles from './admin-reports-page.module.css';

const ACTIONS = {
  HIDE: { confirm: messages.admin.confirmHide, done: messages.admin.hidden },
  DISMISS: { confirm: messages.admin.confirmDismiss, done: messages.admin.dismissed },
} as const;

/** /admin/reports (ROLE_ADMIN): the report queue by status; hide the post or dismiss, confirmed. */
export default function AdminReportsPage() {
  const [status, setStatus] = useState<ReportStatus>('OPEN');
  const list = useReportList(status);
  const resolve = useResolveReport();
  const unhide = useUnhidePost();

  const onResolve = async (report: AdminReport, action: 'HIDE' | 'DISMISS') => {
    if (!(await dialog.confirm(ACTIONS[action].confirm))) return;
    try {
      await resolve.mutateAsync({ id: report.id, action });
      toast.success(ACTIONS[action].done);
    } catch (error) {
      await dialog.alert(errorMessage(error), { title: messages.admin.resolveFailed });
    }
  };

  const onUnhide = async (report: AdminReport) => {
    try {
      await unhide.mutateAsync(report.board.id);
      toast.success(messages.admin.unhidden);
    } catch (error) {
      await dialog.alert(errorMessage(error));
    }
  };

  return (
    <PageLayout header={{ back: true }}>
      <h1 className={styles.title}>{messages.admin.title}</h1>
      <ReportTabs active={status} onChange={setStatus} />
      <InfiniteQueryList
        query={list}
        getKey={(report) => report.id}
        renderItem={(report) => (
          <ReportItem
            report={report}
            onResolve={
              status === 'OPEN' ? (item, action) => void onResolve(item, action) : undefined
            }
            onUnhide={status === 'RESOLVED' ? (item) => void onUnhide(item) : undefined}
          />
        )}
        emptyMessage={status === 'OPEN' ? messages.admin.emptyOpen : messages.admin.emptyClosed}
      />
    </PageLayout>
  );
}
