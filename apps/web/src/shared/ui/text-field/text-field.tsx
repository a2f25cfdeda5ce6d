import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { blockComposingEnter } from '../../lib/composing-enter';
import fieldStyles from '../form-field/form-field.module.css';
import styles from './text-field.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown beside the input, e.g. a duplicate-check button. */
  action?: ReactNode;
  hint?: string;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
}

/** A labelled input; Enter during Korean IME composition never submits the form. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, action, hint, hideLabel = false, className, onKeyDown, ...props },
  ref,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const guardComposition = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!blockComposingEnter(event)) onKeyDown?.(event);
  };
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? styles.hiddenLabel : fieldStyles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          ref={ref}
          id={id}
          className={styles.input}
          aria-describedby={hint ? hintId : undefined}
          onKeyDown={guardComposition}
          {...props}
        />
        {action}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
});
