import type { ButtonHTMLAttributes } from 'react';
import styles from './switch.module.css';

export interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'role' | 'onChange' | 'type'
> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch (role `switch`, 44 px tall); name it with `aria-label` or `aria-labelledby`. */
export function Switch({ checked, onChange, className, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={[styles.switch, className].filter(Boolean).join(' ')}
      onClick={() => onChange(!checked)}
      {...props}
    >
      <span className={styles.knob} />
    </button>
  );
}
