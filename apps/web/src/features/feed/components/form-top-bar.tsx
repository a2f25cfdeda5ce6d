import { messages } from '@akkyeo/contracts';
import styles from './deal-form.module.css';

export interface FormTopBarProps {
  title: string;
  /** The id of the form the Post button submits. */
  formId: string;
  onCancel: () => void;
  busy: boolean;
}

/** Cancel, the screen title and Post (submits the form). */
export function FormTopBar({ title, formId, onCancel, busy }: FormTopBarProps) {
  return (
    <header className={styles.topBar}>
      <button type="button" className={styles.barButton} onClick={onCancel}>
        {messages.app.cancel}
      </button>
      <h1 className={styles.barTitle}>{title}</h1>
      <button
        type="submit"
        form={formId}
        className={`${styles.barButton} ${styles.post}`}
        disabled={busy}
      >
        {messages.app.post}
      </button>
    </header>
  );
}
