import { appPath, messages, type FeedListItem } from '@akkyeo/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice, shippingLabel } from '@/shared/lib';
import { FallbackImage, FlameIcon, RelativeTime } from '@/shared/ui';
import twoLines from '@/shared/ui/two-lines.module.css';
import { BookmarkButton } from './bookmark-button';
import { GoldBoxCountdown } from './gold-box-countdown';
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
  Partial<Pick<FeedListItem, 'goldBoxEndsAt' | 'isLowestPrice' | 'tippedBy'>>;

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
  /** Its place in the 인기 list, shown as a small flame (🔥) marker on the picture. */
  rank?: number;
  /** A control at the card's bottom right (the feed's ⋯ menu). */
  more?: ReactNode;
}

/**
 * One deal wherever deals are listed (feed, favourites, search, my favourites, the write form's
 * preview): image, name, market (cut with an ellipsis) and time on one line, price, shipping
 * label, badge (or the finder of a 제보: 제보 {nickname}), an open gold-box deal's countdown, and
 * star.
 */
export function DealCard<T extends DealCardItem>({
  item,
  onToggleBookmark,
  title = item.name,
  onOpen,
  preview = false,
  priority = false,
  rank,
  more,
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
        {rank !== undefined && (
          <span className={styles.rank} aria-label={messages.feed.hotRank(rank)}>
            <FlameIcon size={12} strokeWidth={2.5} className={styles.flame} />
            <span aria-hidden="true">{rank}</span>
          </span>
        )}
      </div>
      <div className={styles.info}>
        <h2 className={`${twoLines.twoLines} ${styles.name}`}>{title}</h2>
        <p className={styles.meta}>
          {item.market && (
            <>
              <span className={styles.market}>{item.market}</span>
              <span aria-hidden="true">·</span>
            </>
          )}
          <RelativeTime className={styles.time} value={item.createdDatetime} />
        </p>
        <p className={styles.price}>{formatPrice(item.price)}</p>
        <p className={styles.tags}>
          <span className={styles.shipping}>{shippingLabel(item)}</span>
          {item.tippedBy ? (
            <span className={styles.shipping}>
              {messages.feed.tippedBy(item.tippedBy.nickname)}
            </span>
          ) : (
            <SourceBadge source={item.source} />
          )}
          {item.isLowestPrice && <LowestPriceBadge />}
          {item.goldBoxEndsAt && !item.ended && !preview && (
            <GoldBoxCountdown endsAt={item.goldBoxEndsAt} />
          )}
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
          to={appPath('feedViewPage', { id: item.id })}
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
      {more && <div className={styles.more}>{more}</div>}
    </article>
  );
}
