import { messages, type AdminTip } from '@akkyeo/contracts';
import { useState } from 'react';
import { errorMessage } from '@/shared/api';
import { dialog, InfiniteQueryList, PageLayout, Tabs, toast, type TabOption } from '@/shared/ui';
import { AdminTipItem, type TipAction } from '../components/admin-tip-item';
import { LinkSheet } from '../components/link-sheet';
import { PublishSheet } from '../components/publish-sheet';
import { RejectSheet } from '../components/reject-sheet';
import { useReviewTip, useTipQueue, type TipReview } from '../hooks';
import styles from './tip-pages.module.css';

const say = messages.tip;
type QueueStatus = keyof typeof say.queueTabs;
const TABS: readonly TabOption<QueueStatus>[] = (Object.keys(say.queueTabs) as QueueStatus[]).map(
  (value) => ({ value, label: say.queueTabs[value] }),
);

const DONE: Record<TipAction, string> = {
  publish: say.published,
  reject: say.rejected,
  link: say.linked,
  unpublish: say.unpublished,
};

/**
 * /admin/tips (managers): the 제보 queue. 검토 대기 holds the pending tips, oldest first, each with
 * the finder's record and the open deals of the same product: 게시 (after any edit in its sheet),
 * 반려 with a reason, or 중복으로 연결. The other tabs list what was decided, newest first; a
 * trusted finder's 바로 게시 can be taken back (게시 취소). A tip another manager decided first
 * answers with the server's 409 message.
 */
export default function AdminTipsPage() {
  const [status, setStatus] = useState<QueueStatus>('PENDING');
  const [open, setOpen] = useState<{ tip: AdminTip; action: TipAction } | null>(null);
  const list = useTipQueue(status);
  const review = useReviewTip();
  const close = () => setOpen(null);

  const decide = async (decision: TipReview) => {
    try {
      await review.mutateAsync(decision);
      toast.success(DONE[decision.action]);
    } catch (error) {
      await dialog.alert(errorMessage(error), { title: say.reviewFailed });
    }
    close();
  };

  const onAction = async (tip: AdminTip, action: TipAction) => {
    if (action !== 'unpublish') return setOpen({ tip, action });
    if (await dialog.confirm(say.confirmUnpublish)) await decide({ action, id: tip.id });
  };

  const sheet =
    open &&
    {
      publish: (
        <PublishSheet
          tip={open.tip}
          busy={review.isPending}
          onClose={close}
          onPublish={(body) => void decide({ action: 'publish', id: open.tip.id, body })}
        />
      ),
      reject: (
        <RejectSheet
          busy={review.isPending}
          onClose={close}
          onReject={(body) => void decide({ action: 'reject', id: open.tip.id, body })}
        />
      ),
      link: (
        <LinkSheet
          tip={open.tip}
          busy={review.isPending}
          onClose={close}
          onLink={(body) => void decide({ action: 'link', id: open.tip.id, body })}
        />
      ),
      unpublish: null,
    }[open.action];

  return (
    <PageLayout header={{ back: true }}>
      <h1 className={styles.title}>{messages.pageTitle.screens.adminTipsPage}</h1>
      <Tabs
        tabs={TABS}
        active={status}
        onChange={setStatus}
        label={say.statusTabs}
        idPrefix="tip-status"
        controls="tip-queue"
      />
      <div id="tip-queue" role="tabpanel" aria-labelledby={`tip-status-${status}`}>
        <InfiniteQueryList
          query={list}
          getKey={(tip) => tip.id}
          renderItem={(tip) => (
            <AdminTipItem
              tip={tip}
              busy={review.isPending}
              onAction={(chosen, action) => void onAction(chosen, action)}
            />
          )}
          emptyMessage={say.queueEmpty}
        />
      </div>
      {sheet}
    </PageLayout>
  );
}
