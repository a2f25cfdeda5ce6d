import { appPath, messages, type BoardDeal } from '@akkyeo/contracts';
import { Link } from 'react-router';
import { formatPrice } from '@/shared/lib';
import { FallbackImage } from '@/shared/ui';
import styles from './reviewed-deal-row.module.css';

/** The deal a 후기 reviews: picture, name, price and 종료 when ended; opens the deal. */
export function ReviewedDealRow({ deal }: { deal: BoardDeal }) {
  return (
    <div className={styles.box} data-reviewed-deal={deal.id}>
      <Link to={appPath('feedViewPage', { id: deal.id })} className={styles.row}>
        <FallbackImage
          src={deal.imgLink}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className={styles.thumb}
        />
        <span className={styles.body}>
          <span className={styles.name}>{deal.name}</span>
          <span className={styles.meta}>
            <strong>{formatPrice(deal.price)}</strong>
            {deal.ended && <span className={styles.ended}>{messages.board.reviewDealEnded}</span>}
          </span>
        </span>
      </Link>
    </div>
  );
}
