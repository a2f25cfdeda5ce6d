import { toUrl, type FeedListItem } from '@akkyeo/contracts';
import { Link } from 'react-router';
import { formatPrice, formatRelativeTime } from '@/shared/lib';
import { routePath } from '@/shared/routing';
import { FallbackImage } from '@/shared/ui';
import styles from './activity-item.module.css';

/** One bookmarked deal: thumbnail, name, price, market and time; opens the deal. */
export function ActivityFavoriteItem({ item }: { item: FeedListItem }) {
  return (
    <Link to={toUrl(routePath('feedViewPage'), { id: item.id })} className={styles.item}>
      <FallbackImage
        src={item.imgLink}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className={styles.thumb}
      />
      <div className={styles.body}>
        <p className={styles.name}>{item.name}</p>
        <p className={styles.price}>{formatPrice(item.price)}</p>
        <p className={styles.meta}>
          <span>{item.market}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={item.createdDatetime}>{formatRelativeTime(item.createdDatetime)}</time>
        </p>
      </div>
    </Link>
  );
}
