import { messages, paths, toUrl, type FeedDetail } from '@akkyeo/contracts';
import { BookmarkButton, SourceBadge } from '@/entities/deal';
import { formatPrice, shippingLabel } from '@/shared/lib';
import styles from './deal-bottom-bar.module.css';

export interface DealBottomBarProps {
  deal: FeedDetail;
  onToggleBookmark: () => void;
}

/** The deal view's fixed bottom bar: star, price, shipping, badge and 구매하기 (new tab). */
export function DealBottomBar({ deal, onToggleBookmark }: DealBottomBarProps) {
  return (
    <div className={styles.bar}>
      <BookmarkButton active={deal.isBookmarked} onToggle={onToggleBookmark} />
      <div className={styles.summary}>
        <p className={styles.price}>{formatPrice(deal.price)}</p>
        <p className={styles.tags}>
          <span>{shippingLabel(deal)}</span>
          <SourceBadge source={deal.source} />
        </p>
      </div>
      <BuyLink deal={deal} className={styles.buy} />
    </div>
  );
}

/**
 * 구매하기: opens the deal's store (partner) link in a new tab through the server's /go/{id},
 * which counts the click toward the 인기 ranking and redirects at once. An ended deal's is off.
 */
export function BuyLink({
  deal,
  className,
}: {
  deal: Pick<FeedDetail, 'id' | 'ended'>;
  className?: string;
}) {
  if (deal.ended) {
    return (
      <span className={`${className ?? ''} ${styles.ended}`} aria-disabled="true">
        {messages.feed.buyEnded}
      </span>
    );
  }
  return (
    <a
      href={toUrl(paths.feed.go, { id: deal.id })}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className={className}
    >
      {messages.feed.buy}
    </a>
  );
}
