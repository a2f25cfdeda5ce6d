import { appPath, messages, type BoardListItem } from '@akkyeo/contracts';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '@/shared/stores';
import {
  CommentIcon,
  HeartIcon,
  MemberAvatar,
  MemberName,
  MoreIcon,
  RelativeTime,
} from '@/shared/ui';
import { BoardCarousel } from './board-carousel';
import { BoardMenu } from './board-menu';
import { ReviewedDealRow } from './reviewed-deal-row';
import styles from './board-card.module.css';
import { ShareButtons } from './share-buttons';

// The viewer opens on a tap: its code loads then, not with the list.
const BoardLightbox = lazy(() =>
  import('./board-lightbox').then(({ BoardLightbox }) => ({ default: BoardLightbox })),
);

export interface BoardCardProps {
  item: BoardListItem;
  onLike: (item: BoardListItem) => void;
  /** The list clamps the text and links it to the post; the detail shows it whole. */
  variant?: 'list' | 'detail';
  onGone?: () => void;
  /** The first card of a list: its picture loads first (a post's own page always does). */
  priority?: boolean;
}

/** One post: author, images, text, like, comment link, share and the menu. */
export function BoardCard({
  item,
  onLike,
  variant = 'list',
  onGone,
  priority = false,
}: BoardCardProps) {
  const myId = useAuthStore((state) => state.userId);
  const isMine = myId !== null && myId === String(item.memberId);
  const [menuOpen, setMenuOpen] = useState(false);
  const [lightboxIndex, setLightboxIndex] = useState(-1);
  const detailPath = appPath('boardViewPage', { id: item.id });
  const text = <p className={styles.content}>{item.content}</p>;

  return (
    <article className={styles.card} data-board-id={item.id}>
      <header className={styles.head}>
        <MemberAvatar src={item.profileImg} size="medium" />
        <div className={styles.who}>
          <MemberName nickname={item.memberName} role={item.memberInfo.role} />
          <p className={styles.meta}>
            {item.category && <span className={styles.category}>{item.category}</span>}
            <RelativeTime value={item.createdAt} />
          </p>
        </div>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={messages.board.menu}
          onClick={() => setMenuOpen(true)}
        >
          <MoreIcon />
        </button>
      </header>
      <BoardCarousel
        images={item.imgPaths}
        alt={item.content.slice(0, 20)}
        onOpen={setLightboxIndex}
        priority={priority || variant === 'detail'}
      />
      {variant === 'list' ? (
        <Link to={detailPath} className={styles.textLink}>
          {text}
        </Link>
      ) : (
        <div className={styles.full}>{text}</div>
      )}
      {item.deal && <ReviewedDealRow deal={item.deal} />}
      <footer className={styles.actions}>
        <button
          type="button"
          className={item.isLiked ? `${styles.action} ${styles.liked}` : styles.action}
          aria-pressed={item.isLiked}
          aria-label={messages.board.likeCount(item.likeCount)}
          onClick={() => onLike(item)}
        >
          <HeartIcon filled={item.isLiked} size={20} />
          <span>{item.likeCount}</span>
        </button>
        <Link
          to={detailPath}
          className={styles.action}
          aria-label={messages.board.commentCount(item.commentCount)}
        >
          <CommentIcon size={20} />
          <span>{item.commentCount}</span>
        </Link>
        <span className={styles.spacer} />
        <ShareButtons item={item} className={styles.action} />
      </footer>
      <BoardMenu
        item={item}
        isMine={isMine}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        onGone={onGone}
      />
      {lightboxIndex >= 0 && (
        <Suspense fallback={null}>
          <BoardLightbox
            images={item.imgPaths}
            index={lightboxIndex}
            onClose={() => setLightboxIndex(-1)}
          />
        </Suspense>
      )}
    </article>
  );
}
