import { messages, MUTED_MATCHES_COUNTED } from '@akkyeo/contracts';
import { Button } from '@/shared/ui';
import styles from './muted-results-note.module.css';

export interface MutedResultsNoteProps {
  /** How many matches the member's mutes hid, or `shown` when this search shows them. */
  muted: number | 'shown';
  /** 이번 검색에서 보기, or 다시 가리기 when they are shown. */
  onToggle: () => void;
  /** 숨긴 단어 관리: the member's muted words and stores. */
  onManage: () => void;
}

/** Says that the member's muted words and stores hid results of a search, with what to do. */
export function MutedResultsNote({ muted, onToggle, onManage }: MutedResultsNoteProps) {
  const shown = muted === 'shown';
  return (
    <div className={styles.note} role="status">
      <p className={styles.text}>
        {shown
          ? messages.search.showingMuted
          : messages.search.mutedHidden(muted, muted >= MUTED_MATCHES_COUNTED)}
      </p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={onToggle}>
          {shown ? messages.search.hideMutedAgain : messages.search.showMuted}
        </Button>
        <Button variant="secondary" onClick={onManage}>
          {messages.search.manageMutes}
        </Button>
      </div>
    </div>
  );
}
