import { appPath, messages, type Tip } from '@akkyeo/contracts';
import { Link } from 'react-router';
import styles from './tip-item.module.css';
import { RejectReason, TipStatus, TipSummary } from './tip-summary';

export interface MyTipItemProps {
  tip: Tip;
  /** 제보 취소 of a pending tip (asks first). */
  onWithdraw: (tip: Tip) => void;
  busy: boolean;
}

const say = messages.tip;

/**
 * One tip in 내 제보: its head with the state, then by state: the deal it became or was linked to
 * (딜 보기), the reason it was rejected, or, while it waits, 수정 and 제보 취소.
 */
export function MyTipItem({ tip, onWithdraw, busy }: MyTipItemProps) {
  return (
    <article className={styles.item} aria-label={tip.name}>
      <TipSummary tip={tip} extra={<TipStatus tip={tip} />} />
      {tip.status === 'REJECTED' && <RejectReason tip={tip} />}
      {tip.dealId !== null && (tip.status === 'PUBLISHED' || tip.status === 'LINKED') && (
        <div className={styles.actions}>
          <Link to={appPath('feedViewPage', { id: tip.dealId })} className={styles.action}>
            {say.openDeal}
          </Link>
        </div>
      )}
      {tip.status === 'PENDING' && (
        <div className={styles.actions}>
          <Link to={appPath('tipEditPage', { id: tip.id })} className={styles.action}>
            {say.edit}
          </Link>
          <button
            type="button"
            className={styles.action}
            disabled={busy}
            onClick={() => onWithdraw(tip)}
          >
            {say.withdraw}
          </button>
        </div>
      )}
    </article>
  );
}
