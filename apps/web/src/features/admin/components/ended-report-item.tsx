import { appPath, messages, type AdminEndedReport } from '@akkyeo/contracts';
import { Link } from 'react-router';
import { formatDate, formatPrice } from '@/shared/lib';
import { MemberName, RelativeTime } from '@/shared/ui';
import type { EndedReviewAction } from '../api';
import styles from './ended-report-item.module.css';
import queue from './queue-item.module.css';

export interface EndedReportItemProps {
  item: AdminEndedReport;
  onReview: (item: AdminEndedReport, action: EndedReviewAction) => void;
  busy: boolean;
}

const say = messages.endedReports;
const ACTIONS = [
  { action: 'reopen', label: say.reopen, style: 'secondary' },
  { action: 'confirm', label: say.confirm, style: 'primary' },
] as const;

/**
 * One reported deal of the 종료 신고 queue: its name (links to it), state and who ended it, then
 * each open report (member, time, whether it counts, their standing) and the two actions.
 */
export function EndedReportItem({ item, onReview, busy }: EndedReportItemProps) {
  const { deal } = item;
  const state = deal.endedBy
    ? say.endedBy[deal.endedBy]
    : deal.ended
      ? say.dealEnded
      : say.dealOpen;
  return (
    <article className={queue.item} aria-label={deal.name}>
      <Link to={appPath('feedViewPage', { id: deal.id })} className={styles.name}>
        {deal.name}
      </Link>
      <p className={queue.meta}>
        <span className={deal.ended ? styles.ended : styles.open}>{state}</span>
        <span>{deal.market}</span>
        <span>{formatPrice(deal.price)}</span>
      </p>
      <p className={queue.meta}>{say.countingReports(item.countingReports, item.reports.length)}</p>
      <ul className={styles.reports} aria-label={say.reportsLabel}>
        {item.reports.map((report) => (
          <li key={report.member.memberId} className={styles.report}>
            <MemberName nickname={report.member.nickname} role={report.member.role} />
            <span className={report.counts ? styles.counts : styles.notCounted}>
              {report.counts ? say.counts : say.notCounted}
            </span>
            <span className={styles.standing}>
              {report.standing.hasStanding ? say.hasStanding : say.noStanding}
            </span>
            <RelativeTime className={styles.when} value={report.reportedAt} />
            <span className={styles.detail}>
              {say.standingDetail(
                formatDate(report.standing.accountCreatedAt),
                report.standing.contributions,
              )}
            </span>
          </li>
        ))}
      </ul>
      <div className={queue.actions}>
        {ACTIONS.map(({ action, label, style }) => (
          <button
            key={action}
            type="button"
            className={queue[style]}
            disabled={busy}
            onClick={() => onReview(item, action)}
          >
            {label}
          </button>
        ))}
      </div>
    </article>
  );
}
