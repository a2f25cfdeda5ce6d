import { useId } from 'react';
import { Switch } from './switch';
import styles from './switch-row.module.css';

export interface SwitchRowProps {
  label: string;
  /** One line under the label, read as the switch's description. */
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A settings row: label and hint on the left, the switch they name on the right. */
export function SwitchRow({ label, hint, checked, disabled, onChange }: SwitchRowProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      </div>
      <Switch
        checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={onChange}
      />
    </div>
  );
}
