import { messages } from '@akkyeo/contracts';
import styles from './search-tabs.module.css';

export type SearchTab = 'deal' | 'board';

const TABS: { value: SearchTab; label: string }[] = [
  { value: 'deal', label: messages.search.tabHotDeal },
  { value: 'board', label: messages.search.tabBoard },
];

/** The two result tabs, 핫딜 and 게시판. */
export function SearchTabs({
  active,
  onChange,
}: {
  active: SearchTab;
  onChange: (tab: SearchTab) => void;
}) {
  return (
    <div role="tablist" aria-label={messages.search.tabs} className={styles.tabs}>
      {TABS.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          id={`search-tab-${tab.value}`}
          aria-selected={tab.value === active}
          aria-controls="search-results"
          className={styles.tab}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
