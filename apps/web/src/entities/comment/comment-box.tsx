import { LAYOUT, COMMENT_MAX_LENGTH, messages } from '@akkyeo/contracts';
import {
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { isComposingEnter } from '@/shared/lib/composing-enter';
import { CloseIcon } from '@/shared/ui';
import styles from './comment-box.module.css';

export interface ReplyTarget {
  id: number;
  nickname: string;
}

export interface CommentBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Sends the trimmed text; resolves true when it was accepted (the box then clears). */
  onSubmit: (content: string) => Promise<boolean>;
  replyTo: ReplyTarget | null;
  onCancelReply: () => void;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/**
 * Grows the textarea with its content between 32 and 144 px (6 lines of 24 px). An empty box that
 * was never grown keeps its stylesheet height unmeasured: measuring forces a layout of the whole
 * page, which on a deal page's first render delays its first paint.
 */
function fitHeight(textarea: HTMLTextAreaElement | null): void {
  if (!textarea || (!textarea.value && !textarea.style.height)) return;
  textarea.style.height = 'auto';
  const height = Math.min(
    LAYOUT.commentInputMaxHeight,
    Math.max(LAYOUT.commentInputMinHeight, textarea.scrollHeight),
  );
  textarea.style.height = `${height}px`;
}

/**
 * The comment input: grows from 32 to 144 px, Ctrl+Enter sends, whitespace-only text is not sent,
 * one send at a time, and nothing is sent while a Korean IME composition is open.
 */
export function CommentBox({
  value,
  onChange,
  onSubmit,
  replyTo,
  onCancelReply,
  inputRef,
}: CommentBoxProps) {
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const ref = inputRef ?? ownRef;
  const composing = useRef(false);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  useLayoutEffect(() => fitHeight(ref.current), [ref, value]);

  const send = async () => {
    const content = value.trim();
    if (!content || sending.current || composing.current) return;
    sending.current = true;
    setBusy(true);
    try {
      if (await onSubmit(content)) onChange('');
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isComposingEnter(event)) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form className={styles.box} onSubmit={onFormSubmit}>
      {replyTo && (
        <p className={styles.replying}>
          <span>{messages.comment.replyingTo(replyTo.nickname)}</span>
          <button
            type="button"
            className={styles.cancel}
            onClick={onCancelReply}
            aria-label={messages.comment.cancelReply}
          >
            <CloseIcon size={16} />
          </button>
        </p>
      )}
      <div className={styles.row}>
        <textarea
          ref={ref}
          className={styles.input}
          value={value}
          rows={1}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder={messages.comment.placeholder}
          aria-label={messages.comment.placeholder}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={() => {
            composing.current = false;
          }}
        />
        <button type="submit" className={styles.submit} disabled={busy || !value.trim()}>
          {messages.comment.submit}
        </button>
      </div>
    </form>
  );
}
