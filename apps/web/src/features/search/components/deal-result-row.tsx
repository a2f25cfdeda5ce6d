import { messages, toUrl, type FeedListItem } from '@akkyeo/contracts';
import { Link } from 'react-router';
import { formatPrice, formatRelativeTime } from '@/shared/lib';
import { routePath } from '@/shared/routing';
import { FallbackImage } from '@/shared/ui';
import { HighlightedText } from './highlighted-text';
import styles from './result-row.module.css';

/** A deal found by the search: thumbnail, name, price, market and time; opens the deal. */
export function DealResultRow({
  item,
  keyword,
  onOpen,
}: {
  item: FeedListItem;
  keyword: string;
  onOpen: () => void;
}) {
  return (
    <Link
      to={toUrl(routePath('feedViewPage'), { id: item.id })}
      className={item.ended ? `${styles.row} ${styles.ended}` : styles.row}
      onClick={onOpen}
    >
      <FallbackImage
        src={item.imgLink}
        alt=""
        width={72}
        height={72}
        loading="lazy"
        className={styles.thumb}
      />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <HighlightedText text={item.name} keyword={keyword} />
        </h3>
        <p className={styles.price}>
          {formatPrice(item.price)}
          {item.ended && <span className={styles.badge}>{messages.feed.ended}</span>}
        </p>
        <p className={styles.meta}>
          <span>{item.market}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={item.createdDatetime}>{formatRelativeTime(item.createdDatetime)}</time>
        </p>
      </div>
    </Link>
  );
}
