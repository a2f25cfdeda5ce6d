import { appPath, messages, type AdminReport } from '@akkyeo/contracts';
import { Link } from 'react-router';
import { MemberName, RelativeTime } from '@/shared/ui';
import queue from './queue-item.module.css';
import styles from './report-item.module.css';

export interface ReportItemProps {
  report: AdminReport;
  onResolve?: (report: AdminReport, action: 'HIDE' | 'DISMISS') => void;
  /** Shows the hidden post again (the 숨김 tab). */
  onUnhide?: (report: AdminReport) => void;
}

/**
 * One report: the post's excerpt (links to it, also for a post hidden for everyone), its author,
 * reason, reporter, time; hide or dismiss while open, 숨김 해제 once hidden.
 */
export function ReportItem({ report, onResolve, onUnhide }: ReportItemProps) {
  const { board } = report;
  return (
    <article className={queue.item} aria-label={board.content.split('\n')[0]}>
      <Link to={appPath('boardViewPage', { id: board.id })} className={styles.excerpt}>
        {board.content}
      </Link>
      <dl className={styles.facts}>
        <dt>{messages.admin.author}</dt>
        <dd>
          <MemberName nickname={board.author.nickname} role={board.author.role} />
        </dd>
        <dt>{messages.admin.reason}</dt>
        <dd>{report.reason || messages.admin.noReason}</dd>
        <dt>{messages.admin.reporter}</dt>
        <dd>
          <MemberName nickname={report.reporter.nickname} role={report.reporter.role} />
        </dd>
      </dl>
      <p className={queue.meta}>
        <RelativeTime value={report.createdAt} />
        <span>{messages.admin.openReports(board.openReportCount)}</span>
        {board.hidden && <span className={styles.badge}>{messages.admin.postHidden}</span>}
        {board.deleted && <span className={styles.badge}>{messages.admin.postDeleted}</span>}
      </p>
      {onUnhide && board.hidden && !board.deleted && (
        <div className={styles.actions}>
          <button type="button" className={styles.dismiss} onClick={() => onUnhide(report)}>
            {messages.admin.unhide}
          </button>
        </div>
      )}
      {onResolve && (
        <div className={queue.actions}>
          <button
            type="button"
            className={queue.secondary}
            onClick={() => onResolve(report, 'DISMISS')}
          >
            {messages.admin.dismiss}
          </button>
          <button type="button" className={queue.primary} onClick={() => onResolve(report, 'HIDE')}>
            {messages.admin.hide}
          </button>
        </div>
      )}
    </article>
  );
}
