import { messages, type ReportStatus } from '@akkyeo/contracts';
import { Tabs, type TabOption } from '@/shared/ui';

const TABS: readonly TabOption<ReportStatus>[] = [
  { value: 'OPEN', label: messages.admin.tabOpen },
  { value: 'RESOLVED', label: messages.admin.tabResolved },
  { value: 'DISMISSED', label: messages.admin.tabDismissed },
];

/** The queue's status tabs: open, hidden (resolved) and dismissed. */
export function ReportTabs(props: {
  active: ReportStatus;
  onChange: (status: ReportStatus) => void;
}) {
  return <Tabs tabs={TABS} label={messages.admin.tabs} {...props} />;
}
