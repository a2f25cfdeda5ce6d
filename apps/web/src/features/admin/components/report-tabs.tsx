import { messages, type ReportStatus } from '@akkyeo/contracts';
import styles from './report-tabs.module.css';

const TABS: { value: ReportStatus; label: string }[] = [
  { value: 'OPEN', label: messages.admin.tabOpen },
  { value: 'RESOLVED', label: messages.admin.tabResolved },
  { value: 'DISMISSED', label: messages.admin.tabDismissed },
];

/** The queue's status tabs: open, hidden (resolved) and dismissed. */
export function ReportTabs({
  active,
  onChange,
}: {
  active: ReportStatus;
  onChange: (status: ReportStatus) => void;
}) {
  return (
    <div role="tablist" aria-label={messages.admin.tabs} className={styles.tabs}>
      {TABS.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === active}
          className={styles.tab}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
