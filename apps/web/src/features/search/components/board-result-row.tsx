import { messages, toUrl, type BoardListItem } from '@akkyeo/contracts';
import { Link } from 'react-router';
import { formatRelativeTime } from '@/shared/lib';
import { routePath } from '@/shared/routing';
import { FallbackImage } from '@/shared/ui';
import { snippetAround } from '../lib/keyword-match';
import { HighlightedText } from './highlighted-text';
import styles from './result-row.module.css';

/** A post found by the search: the text around the match, category, counts and time; opens the post. */
export function BoardResultRow({
  item,
  keyword,
  onOpen,
}: {
  item: BoardListItem;
  keyword: string;
  onOpen: () => void;
}) {
  const thumb = item.thumbPaths[0];
  return (
    <Link
      to={toUrl(routePath('boardViewPage'), { id: item.id })}
      className={styles.row}
      onClick={onOpen}
    >
      <div className={styles.body}>
        <p className={styles.snippet}>
          <HighlightedText text={snippetAround(item.content, keyword)} keyword={keyword} />
        </p>
        <p className={styles.meta}>
          {item.category && <span className={styles.category}>{item.category}</span>}
          <span>{item.memberName}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={item.createdAt}>{formatRelativeTime(item.createdAt)}</time>
        </p>
        <p className={styles.meta}>
          <span>{`${messages.board.like} ${item.likeCount}`}</span>
          <span>{messages.feed.comments(item.commentCount)}</span>
        </p>
      </div>
      {thumb && (
        <FallbackImage
          src={thumb}
          alt=""
          width={72}
          height={72}
          loading="lazy"
          className={styles.thumb}
        />
      )}
    </Link>
  );
}
