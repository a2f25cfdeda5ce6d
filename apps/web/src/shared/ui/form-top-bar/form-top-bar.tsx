import { messages } from '@akkyeo/contracts';
import styles from './form-top-bar.module.css';

export interface FormTopBarProps {
  title: string;
  onCancel: () => void;
  /** Disables Post while the form is being sent. */
  busy: boolean;
  /** The id of the form Post submits, when the bar sits outside it. */
  formId?: string;
  /** The submit button's label: 등록 unless given (수정 on edit screens). */
  submitLabel?: string;
}

/** A write screen's top bar: Cancel, the title and Post (submits the form). */
export function FormTopBar({
  title,
  onCancel,
  busy,
  formId,
  submitLabel = messages.app.post,
}: FormTopBarProps) {
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
        {submitLabel}
      </button>
    </header>
  );
}
