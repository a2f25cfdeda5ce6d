import { messages, toUrl, type FeedListItem } from '@akkyeo/contracts';
import { Link } from 'react-router';
import { formatPrice, formatRelativeTime, shippingLabel } from '@/shared/lib';
import { routePath } from '@/shared/routing';
import { FallbackImage } from '@/shared/ui';
import { BookmarkButton } from './bookmark-button';
import styles from './deal-card.module.css';
import { SourceBadge } from './source-badge';

export interface DealCardProps {
  item: FeedListItem;
  onToggleBookmark: (item: FeedListItem) => void;
  /** On the first screen: the image loads at once and first, not when scrolled near. */
  priority?: boolean;
}

/** One deal in a list: image, name, market and time, price, shipping, badge, star. */
export function DealCard({ item, onToggleBookmark, priority = false }: DealCardProps) {
  return (
    <article className={item.ended ? `${styles.card} ${styles.ended}` : styles.card}>
      <Link to={toUrl(routePath('feedViewPage'), { id: item.id })} className={styles.link}>
        <div className={styles.thumb}>
          <FallbackImage
            src={item.imgLink}
            alt={item.name}
            width={125}
            height={130}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            className={styles.image}
          />
          {item.ended && <span className={styles.endedMark}>{messages.feed.ended}</span>}
        </div>
        <div className={styles.info}>
          <h3 className={styles.name}>{item.name}</h3>
          <p className={styles.meta}>
            <span>{item.market}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={item.createdDatetime}>{formatRelativeTime(item.createdDatetime)}</time>
          </p>
          <p className={styles.price}>{formatPrice(item.price)}</p>
          <p className={styles.tags}>
            <span className={styles.shipping}>{shippingLabel(item)}</span>
            <SourceBadge source={item.source} />
          </p>
        </div>
      </Link>
      <BookmarkButton
        active={item.isBookmarked}
        onToggle={() => onToggleBookmark(item)}
        className={styles.star}
      />
    </article>
  );
}
