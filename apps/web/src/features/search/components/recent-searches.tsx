import { messages } from '@akkyeo/contracts';
import { CloseIcon } from '@/shared/ui';
import styles from './recent-searches.module.css';

export interface RecentSearchesProps {
  /** Null: not read yet (a drawn screen hydrating): the heading alone. */
  keywords: readonly string[] | null;
  onPick: (keyword: string) => void;
  onRemove: (keyword: string) => void;
  onClear: () => void;
}

/** The recent keywords of this device: tap one to search it again, remove one, or clear all. */
export function RecentSearches({ keywords, onPick, onRemove, onClear }: RecentSearchesProps) {
  return (
    <section className={styles.section} aria-labelledby="recent-searches-title">
      <div className={styles.head}>
        <h2 id="recent-searches-title" className={styles.title}>
          {messages.search.recentTitle}
        </h2>
        {keywords && keywords.length > 0 && (
          <button type="button" className={styles.clearAll} onClick={onClear}>
            {messages.search.recentClear}
          </button>
        )}
      </div>
      {keywords === null ? null : keywords.length === 0 ? (
        <p className={styles.empty}>{messages.search.recentEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {keywords.map((keyword) => (
            <li key={keyword} className={styles.chip}>
              <button type="button" className={styles.pick} onClick={() => onPick(keyword)}>
                {keyword}
              </button>
              <button
                type="button"
                className={styles.remove}
                onClick={() => onRemove(keyword)}
                aria-label={messages.search.recentRemove(keyword)}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
