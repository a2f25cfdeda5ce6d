import { messages, type AlertSettings } from '@akkyeo/contracts';
import { useId } from 'react';
import { Switch } from '@/shared/ui';
import { useAlertSettings, useSaveAlertSettings } from '../hooks';
import styles from './alert-settings-panel.module.css';

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function SwitchRow(props: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <span id={labelId} className={styles.label}>
          {props.label}
        </span>
        <span id={hintId} className={styles.hint}>
          {props.hint}
        </span>
      </div>
      <Switch
        checked={props.checked}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={props.disabled}
        onChange={props.onChange}
      />
    </div>
  );
}

/** Quiet hours (on/off, start, end; KST) and follow-ups, each change saved at once. */
export function AlertSettingsPanel() {
  const settings = useAlertSettings();
  const save = useSaveAlertSettings();
  const titleId = useId();
  const current = settings.data;
  const update = (next: Partial<AlertSettings>) => {
    if (current) save.mutate({ ...current, ...next });
  };
  const changeTime = (field: 'quietStart' | 'quietEnd', value: string) => {
    if (CLOCK_TIME.test(value) && value !== current?.[field]) update({ [field]: value });
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {messages.alert.settingsTitle}
      </h2>
      <SwitchRow
        label={messages.alert.quietHours}
        hint={messages.alert.quietHoursHint}
        checked={current?.quietEnabled ?? false}
        disabled={!current}
        onChange={(quietEnabled) => update({ quietEnabled })}
      />
      {current?.quietEnabled && (
        <div className={styles.times}>
          <label className={styles.time}>
            <span className={styles.timeLabel}>{messages.alert.quietStart}</span>
            <input
              type="time"
              className={styles.timeInput}
              defaultValue={current.quietStart}
              onChange={(event) => changeTime('quietStart', event.target.value)}
            />
          </label>
          <span className={styles.dash} aria-hidden="true">
            ~
          </span>
          <label className={styles.time}>
            <span className={styles.timeLabel}>{messages.alert.quietEnd}</span>
            <input
              type="time"
              className={styles.timeInput}
              defaultValue={current.quietEnd}
              onChange={(event) => changeTime('quietEnd', event.target.value)}
            />
          </label>
        </div>
      )}
      <SwitchRow
        label={messages.alert.followUps}
        hint={messages.alert.followUpsHint}
        checked={current?.followUps ?? false}
        disabled={!current}
        onChange={(followUps) => update({ followUps })}
      />
    </section>
  );
}
