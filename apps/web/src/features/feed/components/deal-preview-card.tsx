import { messages, type Source } from '@akkyeo/contracts';
import { formatPrice, formatRelativeTime, shippingLabel } from '@/shared/lib';
import { FallbackImage } from '@/shared/ui';
import card from './deal-card.module.css';
import styles from './deal-form.module.css';
import { SourceBadge } from './source-badge';

export interface DealPreviewCardProps {
  name: string;
  price: number;
  market: string;
  imgLink: string | null;
  freeShipping: boolean;
  source?: Source;
}

/** How the deal will look in the feed, updated as the form changes. */
export function DealPreviewCard({
  name,
  price,
  market,
  imgLink,
  freeShipping,
  source = 'AKKYEO',
}: DealPreviewCardProps) {
  const now = new Date().toISOString();
  return (
    <section className={styles.preview} aria-label={messages.feed.livePreview}>
      <h2 className={styles.previewTitle}>{messages.feed.livePreview}</h2>
      <div className={`${card.card} ${styles.previewCard}`}>
        <div className={card.link}>
          <div className={card.thumb}>
            <FallbackImage src={imgLink} alt="" width={125} height={130} className={card.image} />
          </div>
          <div className={card.info}>
            <h3 className={card.name}>{name || messages.feed.titlePlaceholder}</h3>
            <p className={card.meta}>
              <span>{market}</span>
              {market && <span aria-hidden="true">·</span>}
              <time dateTime={now}>{formatRelativeTime(now)}</time>
            </p>
            <p className={card.price}>{formatPrice(Number.isFinite(price) ? price : 0)}</p>
            <p className={card.tags}>
              <span className={card.shipping}>{shippingLabel({ source, freeShipping })}</span>
              <SourceBadge source={source} />
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
