import { CLOCK_TIME, messages, type AlertSettings } from '@akkyeo/contracts';
import { Fragment, useId } from 'react';
import { SwitchRow, TextField } from '@/shared/ui';
import { useAlertSettings, useSaveAlertSettings } from '../hooks';
import styles from './alert-settings-panel.module.css';

const QUIET_TIMES = [
  { field: 'quietStart', label: messages.alert.quietStart },
  { field: 'quietEnd', label: messages.alert.quietEnd },
] as const;

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
          {QUIET_TIMES.map(({ field, label }, index) => (
            <Fragment key={field}>
              {index > 0 && (
                <span className={styles.dash} aria-hidden="true">
                  ~
                </span>
              )}
              <TextField
                type="time"
                label={label}
                className={styles.time}
                defaultValue={current[field]}
                onChange={(event) => changeTime(field, event.target.value)}
              />
            </Fragment>
          ))}
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
