import { messages } from '@akkyeo/contracts';
import styles from './progress-modal.module.css';

export interface ProgressModalProps {
  open: boolean;
  /** 0–100. */
  value: number;
  label?: string;
}

/** Blocks the screen during an upload and shows its progress. */
export function ProgressModal({
  open,
  value,
  label = messages.board.uploading,
}: ProgressModalProps) {
  if (!open) return null;
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className={styles.backdrop}>
      <div role="dialog" aria-modal="true" aria-label={label} className={styles.box}>
        <p className={styles.label}>{label}</p>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={label}
          className={styles.track}
        >
          <div className={styles.bar} style={{ width: `${percent}%` }} />
        </div>
        <p className={styles.percent}>{percent}%</p>
      </div>
    </div>
  );
}
