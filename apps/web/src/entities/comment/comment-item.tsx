import { commentElementId, messages, type Comment } from '@akkyeo/contracts';
import { formatDate } from '@/shared/lib';
import { MemberAvatar, MemberName } from '@/shared/ui';
import styles from './comment-item.module.css';

export interface CommentItemProps {
  comment: Comment;
  isMine: boolean;
  onReply: (comment: Comment) => void;
  onDelete?: (comment: Comment) => void;
  /** Blocks the comment's author (offered on other members' comments to a signed-in member). */
  onBlock?: (comment: Comment) => void;
}

/** One comment or reply: avatar, author (crowned for managers), date, text; tap to reply. */
export function CommentItem({ comment, isMine, onReply, onDelete, onBlock }: CommentItemProps) {
  const reply = () => {
    if (!comment.deleted) onReply(comment);
  };
  return (
    <article
      id={commentElementId(comment.id)}
      className={comment.level === 2 ? `${styles.item} ${styles.reply}` : styles.item}
      data-deleted={comment.deleted || undefined}
    >
      <MemberAvatar src={comment.profileImgThumb} size="small" loading="lazy" />
      <div className={styles.body}>
        {comment.memberInfo && (
          <p className={styles.meta}>
            <MemberName nickname={comment.memberInfo.nickname} role={comment.memberInfo.role} />
            <time dateTime={comment.createdAt} className={styles.date}>
              {formatDate(comment.createdAt)}
            </time>
          </p>
        )}
        <p
          className={styles.content}
          onClick={reply}
          role={comment.deleted ? undefined : 'button'}
          tabIndex={comment.deleted ? undefined : 0}
          onKeyDown={(event) => {
            if (event.key === 'Enter') reply();
          }}
        >
          {comment.content}
        </p>
        {!comment.deleted && (
          <p className={styles.actions}>
            <button type="button" className={styles.action} onClick={reply}>
              {messages.comment.reply}
            </button>
            {isMine && onDelete && (
              <button type="button" className={styles.action} onClick={() => onDelete(comment)}>
                {messages.comment.delete}
              </button>
            )}
            {!isMine && onBlock && (
              <button type="button" className={styles.action} onClick={() => onBlock(comment)}>
                {messages.block.blockAction}
              </button>
            )}
          </p>
        )}
      </div>
    </article>
  );
}
