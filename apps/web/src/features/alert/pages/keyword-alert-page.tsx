import { messages, type AlertRule } from '@akkyeo/contracts';
import { useState, type ReactNode } from 'react';
import { PageLayout, PlusIcon, Spinner } from '@/shared/ui';
import { AlertSettingsPanel } from '../components/alert-settings-panel';
import { RuleRow } from '../components/rule-row';
import { RuleSheet } from '../components/rule-sheet';
import { useAlertRules, useToggleAlertRule } from '../hooks';
import styles from './keyword-alert-page.module.css';

/** The sheet on screen: a rule being edited, a new one, or none. */
type Sheet = { rule: AlertRule | null } | null;

export interface KeywordAlertPageProps {
  /** Shown under the introduction (the app offers push permission there). */
  notice?: ReactNode;
}

/** /noti/keyword: my keyword alert rules (add, edit, switch, delete), quiet hours and follow-ups. */
export default function KeywordAlertPage({ notice }: KeywordAlertPageProps) {
  const rules = useAlertRules();
  const toggle = useToggleAlertRule();
  const [sheet, setSheet] = useState<Sheet>(null);

  return (
    <PageLayout header={{ back: true }}>
      <div className={styles.bar}>
        <h1 className={styles.title}>{messages.alert.title}</h1>
        <button type="button" className={styles.add} onClick={() => setSheet({ rule: null })}>
          <PlusIcon size={20} aria-hidden="true" />
          {messages.alert.add}
        </button>
      </div>
      <p className={styles.intro}>{messages.alert.intro}</p>
      {notice}
      {rules.data ? (
        rules.data.content.length > 0 ? (
          <ul className={styles.list}>
            {rules.data.content.map((rule) => (
              <RuleRow
                key={rule.id}
                rule={rule}
                onEdit={(picked) => setSheet({ rule: picked })}
                onToggle={(changed) => toggle.mutate(changed)}
              />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{messages.alert.empty}</p>
        )
      ) : rules.isError ? (
        <p className={styles.empty}>{messages.app.loadFailed}</p>
      ) : (
        <Spinner block />
      )}
      <AlertSettingsPanel />
      {sheet && <RuleSheet rule={sheet.rule} onClose={() => setSheet(null)} />}
    </PageLayout>
  );
}
