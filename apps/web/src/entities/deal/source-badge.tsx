import { messages, type Source } from '@akkyeo/contracts';
import styles from './source-badge.module.css';

const BADGES: Partial<Record<Source, string>> = {
  COUPANG_GOLD_BOX: messages.feed.goldBoxBadge,
  AKKYEO: messages.feed.akkyeoBadge,
};

/** 골드박스 for gold-box deals, 아껴라껴 for our own picks, nothing otherwise. */
export function SourceBadge({ source }: { source: Source }) {
  const label = BADGES[source];
  if (!label) return null;
  return (
    <span className={`${styles.badge} ${source === 'AKKYEO' ? styles.akkyeo : styles.goldBox}`}>
      {label}
    </span>
  );
}

/** 역대최저: the deal's price is at or below every price seen for its product (the server's rule). */
export function LowestPriceBadge() {
  return (
    <span className={`${styles.badge} ${styles.lowest}`}>{messages.priceHistory.lowestBadge}</span>
  );
}
