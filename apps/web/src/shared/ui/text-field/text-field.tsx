import { messages } from '@akkyeo/contracts';
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
  /** What is wrong with the value, under the input (the input is then marked invalid). */
  error?: string;
  /** What is right with it, under the input (e.g. the ID is free). */
  note?: string;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
}

/** A labelled input; Enter during Korean IME composition never submits the form. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, action, hint, error, note, hideLabel = false, className, onKeyDown, ...props },
  ref,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const status = error ?? note;
  const describedBy = [hint && hintId, status && statusId].filter(Boolean).join(' ');
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
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
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
      {status && (
        <p id={statusId} className={error ? styles.error : styles.note}>
          {status}
        </p>
      )}
    </div>
  );
});

// Beside TextField so that it rides in TextField's chunk: a chunk of its own would lengthen the
// entry's preload map.
export interface NewPassword {
  password: string;
  confirm: string;
}

export interface NewPasswordFieldsProps {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  /** The two labels; 새 비밀번호 and 새 비밀번호 확인 unless given. */
  labels?: { password: string; confirm: string };
  /** Under the first field: the password rule. */
  hint?: string;
  confirmPlaceholder?: string;
  /** What is wrong with each, shown under it. */
  errors?: { password?: string; confirm?: string };
  /** The member left the password field (its rules are then checked). */
  onPasswordBlur?: () => void;
}

/** A new password and its confirmation, both filled in as new passwords by password managers. */
export function NewPasswordFields({
  value,
  onChange,
  labels = {
    password: messages.auth.newPasswordPlaceholder,
    confirm: messages.auth.newPasswordConfirmPlaceholder,
  },
  hint,
  confirmPlaceholder,
  errors = {},
  onPasswordBlur,
}: NewPasswordFieldsProps) {
  const fields = [
    { key: 'password', hint, onBlur: onPasswordBlur },
    { key: 'confirm', placeholder: confirmPlaceholder },
  ] as const;
  return fields.map(({ key, ...extra }) => (
    <TextField
      key={key}
      label={labels[key]}
      type="password"
      autoComplete="new-password"
      {...extra}
      error={errors[key]}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
    />
  ));
}
