import { messages, type FeedListItem } from '@akkyeo/contracts';
import { lazy, Suspense, useState } from 'react';
import styles from './deal-more-button.module.css';

/** The sheet loads on the first tap: the feed's first paint does not carry it. */
const DealMuteSheet = lazy(() => import('./deal-mute-sheet'));

export interface DealMoreButtonProps {
  item: Pick<FeedListItem, 'name' | 'market'>;
  className?: string;
}

/** The ⋯ of a deal, which opens 이런 딜 그만 보기. */
export function DealMoreButton({ item, className }: DealMoreButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={[styles.more, className].filter(Boolean).join(' ')}
        aria-label={messages.feed.dealMenu}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        ⋯
      </button>
      {open && (
        <Suspense fallback={null}>
          <DealMuteSheet item={item} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
