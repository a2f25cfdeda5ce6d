import { appPath, commentElementId, messages, type MyCommentItem } from '@akkyeo/contracts';
import { RelativeTime, SummaryMeta, SummaryRow, SummaryTag, SummaryTitle } from '@/shared/ui';
import styles from './activity-comment-item.module.css';

/** Where a comment lives: its deal or post, scrolled to the comment (`?type=comment-{id}`). */
export function commentLink(item: MyCommentItem): string {
  const page =
    item.feedId !== null
      ? appPath('feedViewPage', { id: item.feedId })
      : appPath('boardViewPage', { id: item.boardId ?? 0 });
  return `${page}?${new URLSearchParams({ type: commentElementId(item.commentId) }).toString()}`;
}

/** One of my comments: its text, and the deal or post it is under; opens it at the comment. */
export function ActivityCommentItem({ item }: { item: MyCommentItem }) {
  return (
    <SummaryRow to={commentLink(item)} size="compact">
      <SummaryTitle variant="text">{item.content}</SummaryTitle>
      <SummaryMeta>
        <SummaryTag>
          {item.target === 'deal' ? messages.activity.onDeal : messages.activity.onBoard}
        </SummaryTag>
        <span className={styles.target}>{item.targetTitle}</span>
      </SummaryMeta>
      <SummaryMeta>
        <RelativeTime value={item.createdAt} />
      </SummaryMeta>
    </SummaryRow>
  );
}
