import { appPath, messages, type AdminTip } from '@akkyeo/contracts';
import { Link } from 'react-router';
import { DealCard } from '@/entities/deal';
import styles from './tip-item.module.css';
import { RejectReason, TipStatus, TipSummary } from './tip-summary';

/** The decisions a queue item offers. */
export type TipAction = 'publish' | 'reject' | 'link' | 'unpublish';

export interface AdminTipItemProps {
  tip: AdminTip;
  onAction: (tip: AdminTip, action: TipAction) => void;
  busy: boolean;
}

const say = messages.tip;
const LABELS: Record<TipAction, string> = {
  reject: say.reject,
  link: say.linkDuplicate,
  publish: say.publish,
  unpublish: say.unpublish,
};

/** What a manager may do with the tip now: decide a pending one, take back a 바로 게시. */
function actionsOf(tip: AdminTip): TipAction[] {
  if (tip.status === 'PENDING') {
    return tip.duplicates.length > 0 ? ['reject', 'link', 'publish'] : ['reject', 'publish'];
  }
  return tip.status === 'PUBLISHED' && tip.autoPublished ? ['unpublish'] : [];
}

/**
 * One tip of the queue: its head (picture, name, price, the finder and their record), the picture
 * its finder uploaded (larger), its link and text, the open deals of the same product, and by state: 게시, 반려 and 중복으로 연결 while it
 * waits; 게시 취소 for a 바로 게시; the deal it became or the reason it was rejected.
 */
export function AdminTipItem({ tip, onAction, busy }: AdminTipItemProps) {
  const { finder } = tip;
  const pending = tip.status === 'PENDING';
  return (
    <article className={styles.item} aria-label={tip.name}>
      <TipSummary
        tip={tip}
        extra={
          <>
            {!pending && <TipStatus tip={tip} />}
            <span>{messages.feed.tippedBy(finder.nickname)}</span>
            <span>{say.finderRecord(finder.published, finder.rejected)}</span>
          </>
        }
      />
      {tip.pictureUploaded && tip.imgLink && (
        <img
          src={tip.imgLink}
          alt={say.picture.current}
          className={styles.picture}
          loading="lazy"
        />
      )}
      <a href={tip.url} target="_blank" rel="noopener noreferrer nofollow" className={styles.url}>
        {say.openLink} · {tip.url}
      </a>
      {tip.content && <p className={styles.text}>{tip.content}</p>}
      {tip.status === 'REJECTED' && <RejectReason tip={tip} />}
      {tip.duplicates.length > 0 && (
        <section className={styles.duplicates} aria-label={say.openDuplicates}>
          <h3 className={styles.subtitle}>{say.openDuplicates}</h3>
          {tip.duplicates.map((deal) => (
            <DealCard key={deal.id} item={deal} />
          ))}
        </section>
      )}
      <div className={styles.actions}>
        {tip.dealId !== null && (
          <Link to={appPath('feedViewPage', { id: tip.dealId })} className={styles.action}>
            {say.openDeal}
          </Link>
        )}
        {actionsOf(tip).map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'publish' ? styles.primary : styles.action}
            disabled={busy}
            onClick={() => onAction(tip, action)}
          >
            {LABELS[action]}
          </button>
        ))}
      </div>
    </article>
  );
}
