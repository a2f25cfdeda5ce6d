import { messages, type FeedDetail } from '@akkyeo/contracts';
import { BookmarkButton, SourceBadge } from '@/shared/deals';
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
      <BuyLink href={deal.link} className={styles.buy} />
    </div>
  );
}

/** 구매하기: opens the store (partner) link in a new tab. */
export function BuyLink({ href, className }: { href: string; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={className}>
      {messages.feed.buy}
    </a>
  );
}
