import { messages, toUrl, type MyPostItem } from '@akkyeo/contracts';
import { Link } from 'react-router';
import { formatRelativeTime } from '@/shared/lib';
import { routePath } from '@/shared/routing';
import { FallbackImage } from '@/shared/ui';
import styles from './activity-item.module.css';

/** One of my posts: its text, category, counts and time; opens the post. */
export function ActivityPostItem({ item }: { item: MyPostItem }) {
  const thumb = item.thumbPaths[0];
  return (
    <Link to={toUrl(routePath('boardViewPage'), { id: item.id })} className={styles.item}>
      <div className={styles.body}>
        <p className={styles.text}>{item.content}</p>
        <p className={styles.meta}>
          {item.category && <span className={styles.tag}>{item.category}</span>}
          <span>{`${messages.board.like} ${item.likeCount}`}</span>
          <span>{messages.feed.comments(item.commentCount)}</span>
          <time dateTime={item.createdAt}>{formatRelativeTime(item.createdAt)}</time>
        </p>
      </div>
      {thumb && (
        <FallbackImage
          src={thumb}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className={styles.thumb}
        />
      )}
    </Link>
  );
}
