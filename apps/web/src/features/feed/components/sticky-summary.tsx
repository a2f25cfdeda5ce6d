import type { FeedDetail } from '@akkyeo/contracts';
import { formatPrice } from '@/shared/lib';
import { FallbackImage } from '@/shared/ui';
import { BuyLink } from './deal-bottom-bar';
import styles from './sticky-summary.module.css';

/** The compact summary that sticks under the header once the main image has scrolled away. */
export function StickySummary({ deal, visible }: { deal: FeedDetail; visible: boolean }) {
  return (
    <div className={styles.summary} data-visible={visible || undefined} aria-hidden={!visible}>
      <FallbackImage src={deal.imgLink} alt="" width={40} height={40} className={styles.image} />
      <div className={styles.text}>
        <p className={styles.name}>{deal.name}</p>
        <p className={styles.price}>{formatPrice(deal.price)}</p>
      </div>
      <BuyLink deal={deal} className={styles.buy} />
    </div>
  );
}
