import { messages } from '@akkyeo/contracts';
import styles from './draft-notice.module.css';
import type { DraftState } from './use-draft';

/** 작성 중이던 글을 불러왔어요 with its 삭제 action, once a draft was put back into the form. */
export function DraftNotice({ draft, className }: { draft: DraftState; className?: string }) {
  if (!draft.restored) return null;
  return (
    <div className={className ? `${styles.notice} ${className}` : styles.notice} role="status">
      <p className={styles.text}>
        <span>{messages.drafts.restored}</span>
        {draft.imagesMissing > 0 && (
          <span className={styles.images}>
            {messages.drafts.imagesNotKept(draft.imagesMissing)}
          </span>
        )}
      </p>
      <button type="button" className={styles.discard} onClick={draft.discard}>
        {messages.drafts.discard}
      </button>
    </div>
  );
}
