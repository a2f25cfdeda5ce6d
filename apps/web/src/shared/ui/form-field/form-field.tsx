import type { ReactNode } from 'react';
import styles from './form-field.module.css';

export interface FormFieldProps {
  label: string;
  /** The control (and anything beside it) the label names. */
  children: ReactNode;
  /** What is wrong with the value, shown under the control. */
  error?: string;
  /** The error's element id, which the control names in `aria-describedby`. */
  errorId?: string;
}

/** A form control under its small grey label (tapping it focuses the control), and its error. */
export function FormField({ label, children, error, errorId }: FormFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.field}>
        <span className={styles.label}>{label}</span>
        {children}
      </label>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
