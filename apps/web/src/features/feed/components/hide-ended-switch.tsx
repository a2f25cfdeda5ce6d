import { messages } from '@akkyeo/contracts';
import { useId } from 'react';
import { Switch } from '@/shared/ui';
import styles from './hide-ended-switch.module.css';

export interface HideEndedSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The feed's 종료 딜 숨기기 switch, in a slim bar above the cards. */
export function HideEndedSwitch({ checked, onChange }: HideEndedSwitchProps) {
  const labelId = useId();
  return (
    <div className={styles.bar}>
      <span id={labelId} className={styles.label}>
        {messages.feed.hideEnded}
      </span>
      <Switch checked={checked} aria-labelledby={labelId} onChange={onChange} />
    </div>
  );
}
