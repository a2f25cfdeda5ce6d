import type { Comment, CommentThread } from '@akkyeo/contracts';
import { CommentItem } from './comment-item';
import styles from './comment-list.module.css';

export interface CommentListProps {
  threads: readonly CommentThread[];
  /** The signed-in member's id (the auth store's userId), to offer delete on own comments. */
  myId: string | null;
  onReply: (comment: Comment) => void;
  onDelete?: (comment: Comment) => void;
  onBlock?: (comment: Comment) => void;
}

/** Top-level comments, each followed by its replies. */
export function CommentList({ threads, myId, onReply, onDelete, onBlock }: CommentListProps) {
  const isMine = (comment: Comment) =>
    myId !== null && String(comment.memberInfo?.memberId) === myId;
  return (
    <ul className={styles.list}>
      {threads.map((thread) => (
        <li key={thread.id}>
          <CommentItem
            comment={thread}
            isMine={isMine(thread)}
            onReply={onReply}
            onDelete={onDelete}
            onBlock={onBlock}
          />
          {thread.comment.length > 0 && (
            <ul className={styles.replies}>
              {thread.comment.map((reply) => (
                <li key={reply.id}>
                  <CommentItem
                    comment={reply}
                    isMine={isMine(reply)}
                    onReply={onReply}
                    onDelete={onDelete}
                    onBlock={onBlock}
                  />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
