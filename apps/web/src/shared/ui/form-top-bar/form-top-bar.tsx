import { messages } from '@akkyeo/contracts';
import styles from './form-top-bar.module.css';

export interface FormTopBarProps {
  title: string;
  onCancel: () => void;
  /** Disables Post while the form is being sent. */
  busy: boolean;
  /** The id of the form Post submits, when the bar sits outside it. */
  formId?: string;
}

/** A write screen's top bar: Cancel, the title and Post (submits the form). */
export function FormTopBar({ title, onCancel, busy, formId }: FormTopBarProps) {
  return (
    <header className={styles.bar}>
      <button type="button" className={styles.button} onClick={onCancel}>
        {messages.app.cancel}
      </button>
      <h1 className={styles.title}>{title}</h1>
      <button
        type="submit"
        form={formId}
        className={`${styles.button} ${styles.post}`}
        disabled={busy}
      >
        {messages.app.post}
      </button>
    </header>
  );
}
