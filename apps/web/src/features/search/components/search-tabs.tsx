import { messages } from '@akkyeo/contracts';
import { Tabs, type TabOption } from '@/shared/ui';

export type SearchTab = 'deal' | 'board';

const TABS: readonly TabOption<SearchTab>[] = [
  { value: 'deal', label: messages.search.tabHotDeal },
  { value: 'board', label: messages.search.tabBoard },
];

/** The two result tabs, 핫딜 and 게시판. */
export function SearchTabs(props: { active: SearchTab; onChange: (tab: SearchTab) => void }) {
  return (
    <Tabs
      tabs={TABS}
      label={messages.search.tabs}
      idPrefix="search-tab"
      controls="search-results"
      {...props}
    />
  );
}
