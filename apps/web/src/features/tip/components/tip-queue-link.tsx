import { messages } from '@akkyeo/contracts';
import { Link } from 'react-router';
import { routePath } from '@/shared/routing';
import { usePendingTipCount } from '../hooks';
import styles from './tip-queue-link.module.css';

/** 내 정보's 제보 검토 entry (managers), with how many tips wait as a badge. */
export function TipQueueLink({ className }: { className?: string }) {
  const pending = usePendingTipCount().data ?? 0;
  return (
    <Link to={routePath('adminTipsPage')} className={className}>
      {messages.pageTitle.screens.adminTipsPage}
      {pending > 0 && (
        <span className={styles.badge} aria-label={messages.tip.pendingCount(pending)}>
          {pending}
        </span>
      )}
    </Link>
  );
}
