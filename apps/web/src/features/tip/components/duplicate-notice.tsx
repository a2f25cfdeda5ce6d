import { appPath, COMMENT_WRITE_ELEMENT_ID, messages, type FeedListItem } from '@akkyeo/contracts';
import { useId, type Ref } from 'react';
import { Link } from 'react-router';
import { DealCard } from '@/entities/deal';
import styles from './duplicate-notice.module.css';

export interface DuplicateNoticeProps {
  /** Open deals of the same product from the last 7 days. */
  deals: readonly FeedListItem[];
  /** 더 싼 가격이에요: send the tip anyway. */
  onCheaper: () => void;
  ref?: Ref<HTMLElement>;
}

const say = messages.tip;

/**
 * 이미 올라온 딜이에요: each deal of the same product already posted, with 댓글로 알리기 (its page,
 * at the comment box), and 더 싼 가격이에요 to send the tip anyway.
 */
export function DuplicateNotice({ deals, onCheaper, ref }: DuplicateNoticeProps) {
  const titleId = useId();
  return (
    <section ref={ref} className={styles.notice} aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        {say.duplicateTitle}
      </h2>
      <p className={styles.hint}>{say.duplicateHint}</p>
      {deals.map((deal) => (
        <div key={deal.id} className={styles.deal}>
          <DealCard item={deal} />
          <Link
            to={`${appPath('feedViewPage', { id: deal.id })}?type=${COMMENT_WRITE_ELEMENT_ID}`}
            className={styles.comment}
          >
            {say.notifyInComments}
          </Link>
        </div>
      ))}
      <button type="button" className={styles.cheaper} onClick={onCheaper}>
        {say.cheaperAnyway}
      </button>
    </section>
  );
}
