import {
  COMMENT_WRITE_ELEMENT_ID,
  messages,
  type Comment,
  type CommentThread,
} from '@akkyeo/contracts';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '@/shared/api';
import { useBlockMember } from '@/entities/member-filter';
import { DraftNotice, useDraft } from '@/entities/draft';
import { useRedirectToLogin, useRequireLogin } from '@/shared/routing';
import { useAuthStore } from '@/shared/stores';
import { dialog, toast } from '@/shared/ui';
import { CommentBox, type ReplyTarget } from './comment-box';
import { CommentList } from './comment-list';
import styles from './comment-section.module.css';
import { useFlashTarget } from './use-flash-target';

export interface CommentSectionProps {
  threads: readonly CommentThread[];
  /** Heading content, e.g. '댓글 3'. */
  header?: ReactNode;
  /** Posts a comment; throws an ApiError on failure. */
  onSubmit: (input: { content: string; parentId: number | null }) => Promise<unknown>;
  /** Deletes an own comment; omit to offer no delete. */
  onDelete?: (commentId: number) => Promise<unknown>;
  /** Shown above the box to a logged-out visitor (a link to login); sending also leads there. */
  loginMessage?: string;
  /** Where the box's draft is kept (`comment:deal:7`), per member. */
  draftPlace: string;
  className?: string;
}

/**
 * Comments of a deal or a board post: the list and the box, whose text is kept as a draft (a
 * visitor may type too: sending asks them to log in, and the draft is theirs once they have).
 * Tapping a comment makes it the reply parent and prefills '@{nickname} '. A `?type=` element id
 * is scrolled to and flashed once the comments are shown; `?type=comment-write` scrolls to the box.
 */
export function CommentSection({
  threads,
  header,
  onSubmit,
  onDelete,
  loginMessage = messages.feed.commentLoginRequired,
  draftPlace,
  className,
}: CommentSectionProps) {
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const myId = useAuthStore((state) => state.userId);
  const requireLogin = useRequireLogin();
  const redirectToLogin = useRedirectToLogin();
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const block = useBlockMember();
  // A reply box holding only its prefilled mention has nothing of the member's to keep.
  const draft = useDraft({
    place: draftPlace,
    value: text,
    initial: replyTo ? messages.comment.mention(replyTo.nickname) : '',
    onRestore: setText,
  });
  useFlashTarget(threads.length > 0);
  const writeArea = useRef<HTMLDivElement>(null);
  // A visitor who tapped 등록 comes back from the login to their text: show it, with its notice.
  useEffect(() => {
    if (draft.restoredAfterLogin) writeArea.current?.scrollIntoView({ block: 'center' });
  }, [draft.restoredAfterLogin]);

  const startReply = useCallback(
    (comment: Comment) => {
      void requireLogin().then((loggedIn) => {
        if (!loggedIn || !comment.memberInfo) return;
        const topId = comment.parentId ?? comment.id;
        setReplyTo({ id: topId, nickname: comment.memberInfo.nickname });
        setText(messages.comment.mention(comment.memberInfo.nickname));
        requestAnimationFrame(() => {
          const input = inputRef.current;
          if (!input) return;
          input.focus();
          input.setSelectionRange(input.value.length, input.value.length);
        });
      });
    },
    [requireLogin],
  );

  const submit = async (content: string) => {
    if (!isLoggedIn) {
      redirectToLogin();
      return false;
    }
    try {
      await onSubmit({ content, parentId: replyTo?.id ?? null });
      draft.clear();
      setReplyTo(null);
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  };

  const remove = onDelete
    ? async (comment: Comment) => {
        if (!(await dialog.confirm(messages.comment.deleteConfirm))) return;
        try {
          await onDelete(comment.id);
        } catch (error) {
          toast.error(errorMessage(error));
        }
      }
    : undefined;

  return (
    <section className={className ? `${styles.section} ${className}` : styles.section}>
      {header && <h2 className={styles.header}>{header}</h2>}
      <CommentList
        threads={threads}
        myId={myId}
        onReply={startReply}
        onDelete={remove && ((comment) => void remove(comment))}
        onBlock={
          isLoggedIn
            ? (comment) => {
                if (comment.memberInfo) void block(comment.memberInfo);
              }
            : undefined
        }
      />
      {!isLoggedIn && (
        <button type="button" className={styles.login} onClick={() => redirectToLogin()}>
          {loginMessage}
        </button>
      )}
      <div ref={writeArea} id={COMMENT_WRITE_ELEMENT_ID}>
        <DraftNotice draft={draft} />
        <CommentBox
          value={text}
          onChange={setText}
          onSubmit={submit}
          replyTo={replyTo}
          onCancelReply={() => {
            setReplyTo(null);
            setText('');
          }}
          inputRef={inputRef}
        />
      </div>
    </section>
  );
}
