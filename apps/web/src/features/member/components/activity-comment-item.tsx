import { commentElementId, messages, toUrl, type MyCommentItem } from '@akkyeo/contracts';
import { Link } from 'react-router';
import { formatRelativeTime } from '@/shared/lib';
import { routePath } from '@/shared/routing';
import styles from './activity-item.module.css';

/** Where a comment lives: its deal or post, scrolled to the comment (`?type=comment-{id}`). */
export function commentLink(item: MyCommentItem): string {
  const page =
    item.feedId !== null
      ? toUrl(routePath('feedViewPage'), { id: item.feedId })
      : toUrl(routePath('boardViewPage'), { id: item.boardId ?? 0 });
  return `${page}?${new URLSearchParams({ type: commentElementId(item.commentId) }).toString()}`;
}

/** One of my comments: its text, and the deal or post it is under; opens it at the comment. */
export function ActivityCommentItem({ item }: { item: MyCommentItem }) {
  return (
    <Link to={commentLink(item)} className={styles.item}>
      <div className={styles.body}>
        <p className={styles.text}>{item.content}</p>
        <p className={styles.meta}>
          <span className={styles.tag}>
            {item.target === 'deal' ? messages.activity.onDeal : messages.activity.onBoard}
          </span>
          <span className={styles.target}>{item.targetTitle}</span>
        </p>
        <p className={styles.meta}>
          <time dateTime={item.createdAt}>{formatRelativeTime(item.createdAt)}</time>
        </p>
      </div>
    </Link>
  );
}
