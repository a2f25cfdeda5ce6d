import { messages, type Source, type TippedBy } from '@akkyeo/contracts';
import { DealCard } from '@/entities/deal';
import styles from './deal-form.module.css';

export interface DealPreviewCardProps {
  name: string;
  price: number;
  market: string;
  imgLink: string | null;
  freeShipping: boolean;
  source?: Source;
  /** The finder a 제보 will credit. */
  tippedBy?: TippedBy | null;
}

/** How the deal will look in the feed (the feed's own card), updated as the form changes. */
export function DealPreviewCard({
  name,
  price,
  market,
  imgLink,
  freeShipping,
  source = 'AKKYEO',
  tippedBy = null,
}: DealPreviewCardProps) {
  const item = {
    id: 0,
    name: name || messages.feed.titlePlaceholder,
    price: Number.isFinite(price) ? price : 0,
    market,
    imgLink,
    createdDatetime: new Date().toISOString(),
    freeShipping,
    source,
    ended: false,
    isBookmarked: false,
    tippedBy,
  };
  return (
    <section className={styles.preview} aria-label={messages.feed.livePreview}>
      <h2 className={styles.previewTitle}>{messages.feed.livePreview}</h2>
      <div className={styles.previewCard}>
        <DealCard item={item} preview />
      </div>
    </section>
  );
}
