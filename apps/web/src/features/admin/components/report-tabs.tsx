import { messages, type ReportStatus } from '@akkyeo/contracts';
import { Tabs } from '@/shared/ui';

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
  return <Tabs tabs={TABS} active={active} onChange={onChange} label={messages.admin.tabs} />;
}
