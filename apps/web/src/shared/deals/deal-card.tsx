import { messages, toUrl, type FeedListItem } from '@akkyeo/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice, formatRelativeTime, shippingLabel } from '../lib';
import { routePath } from '../routing';
import { FallbackImage } from '../ui';
import { BookmarkButton } from './bookmark-button';
import styles from './deal-card.module.css';
import { LowestPriceBadge, SourceBadge } from './source-badge';

export type DealCardItem = Pick<
  FeedListItem,
  | 'id'
  | 'name'
  | 'price'
  | 'market'
  | 'imgLink'
  | 'createdDatetime'
  | 'freeShipping'
  | 'source'
  | 'ended'
  | 'isBookmarked'
> &
  Partial<Pick<FeedListItem, 'isLowestPrice'>>;

export interface DealCardProps<T extends DealCardItem> {
  item: T;
  /** The star's tap; without it the card has no star (the write form's preview). */
  onToggleBookmark?: (item: T) => void;
  /** The name as shown (e.g. with the search words marked); the plain name by default. */
  title?: ReactNode;
  /** The card is opened (it links to the deal unless `preview`). */
  onOpen?: () => void;
  /** How the deal will look: not a link, the time and image as given. */
  preview?: boolean;
  /** On the first screen: the image loads at once and first, not when scrolled near. */
  priority?: boolean;
}

/**
 * One deal wherever deals are listed (feed, favourites, search, my favourites, the write form's
 * preview): image, name, market (cut with an ellipsis) and time on one line, price, shipping
 * label, badge and star.
 */
export function DealCard<T extends DealCardItem>({
  item,
  onToggleBookmark,
  title = item.name,
  onOpen,
  preview = false,
  priority = false,
}: DealCardProps<T>) {
  const body = (
    <>
      <div className={styles.thumb}>
        <FallbackImage
          src={item.imgLink}
          alt={preview ? '' : item.name}
          width={125}
          height={130}
          loading={preview || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          className={styles.image}
        />
        {item.ended && <span className={styles.endedMark}>{messages.feed.ended}</span>}
      </div>
      <div className={styles.info}>
        <h3 className={styles.name}>{title}</h3>
        <p className={styles.meta}>
          {item.market && (
            <>
              <span className={styles.market}>{item.market}</span>
              <span aria-hidden="true">·</span>
            </>
          )}
          <time className={styles.time} dateTime={item.createdDatetime}>
            {formatRelativeTime(item.createdDatetime)}
          </time>
        </p>
        <p className={styles.price}>{formatPrice(item.price)}</p>
        <p className={styles.tags}>
          <span className={styles.shipping}>{shippingLabel(item)}</span>
          <SourceBadge source={item.source} />
          {item.isLowestPrice && <LowestPriceBadge />}
        </p>
      </div>
    </>
  );
  return (
    <article className={item.ended ? `${styles.card} ${styles.ended}` : styles.card}>
      {preview ? (
        <div className={styles.link}>{body}</div>
      ) : (
        <Link
          to={toUrl(routePath('feedViewPage'), { id: item.id })}
          className={styles.link}
          onClick={onOpen}
        >
          {body}
        </Link>
      )}
      {onToggleBookmark && (
        <BookmarkButton
          active={item.isBookmarked}
          onToggle={() => onToggleBookmark(item)}
          className={styles.star}
        />
      )}
    </article>
  );
}
