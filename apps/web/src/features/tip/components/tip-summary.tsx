import { messages, type Tip } from '@akkyeo/contracts';
import type { ReactNode } from 'react';
import { formatPrice, shippingLabel } from '@/shared/lib';
import { FallbackImage, RelativeTime } from '@/shared/ui';
import twoLines from '@/shared/ui/two-lines.module.css';
import styles from './tip-item.module.css';

const say = messages.tip;

/** A tip's state as a small label (검토 중, 게시됨, 반려, …), and 바로 게시 when it was. */
export function TipStatus({ tip }: { tip: Pick<Tip, 'status' | 'autoPublished'> }) {
  return (
    <>
      <span className={styles.status} data-status={tip.status}>
        {say.status[tip.status]}
      </span>
      {tip.autoPublished && tip.status === 'PUBLISHED' && (
        <span className={styles.badge}>{say.autoPublished}</span>
      )}
    </>
  );
}

/** 반려 사유: the reason's label, and the manager's note when there is one. */
export function RejectReason({ tip }: { tip: Pick<Tip, 'rejectReason' | 'rejectNote'> }) {
  if (!tip.rejectReason) return null;
  return (
    <p className={styles.reason}>
      {say.rejectedBecause(say.rejectReasons[tip.rejectReason])}
      {tip.rejectNote && <span className={styles.note}>{tip.rejectNote}</span>}
    </p>
  );
}

/**
 * A tip's head: its picture, name, price, market, shipping, the 할인 조건, when it was sent and
 * `extra` (its state, the finder) under it.
 */
export function TipSummary({ tip, extra }: { tip: Tip; extra?: ReactNode }) {
  return (
    <div className={styles.head}>
      <FallbackImage src={tip.imgLink} alt="" width={72} height={72} className={styles.thumb} />
      <div className={styles.info}>
        <h2 className={`${twoLines.twoLines} ${styles.name}`}>{tip.name}</h2>
        <p className={styles.meta}>
          <strong className={styles.price}>{formatPrice(tip.price)}</strong>
          <span>{tip.market}</span>
          <span>{shippingLabel({ source: 'AKKYEO', freeShipping: tip.isFreeShipping })}</span>
        </p>
        {tip.discountTerms && (
          <p className={styles.meta}>
            {say.termsLabel} {tip.discountTerms}
          </p>
        )}
        <p className={styles.meta}>
          {extra}
          <RelativeTime value={tip.createdAt} />
        </p>
      </div>
    </div>
  );
}
