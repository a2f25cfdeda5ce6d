import type { ReactNode } from 'react';
import styles from './form-field.module.css';

export interface FormFieldProps {
  label: string;
  /** The control (and anything beside it) the label names. */
  children: ReactNode;
}

/** A form control under its small grey label; tapping the label focuses the control. */
export function FormField({ label, children }: FormFieldProps) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      {children}
    </label>
  );
}
