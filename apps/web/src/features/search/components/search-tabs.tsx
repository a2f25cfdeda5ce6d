import { messages } from '@akkyeo/contracts';
import { Tabs } from '@/shared/ui';

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
    <Tabs
      tabs={TABS}
      active={active}
      onChange={onChange}
      label={messages.search.tabs}
      idPrefix="search-tab"
      controls="search-results"
    />
  );
}
