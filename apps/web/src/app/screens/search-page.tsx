import { messages, SEARCH_DEBOUNCE_MS } from '@akkyeo/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RecentSearches } from '@/features/search/components/recent-searches';
import { SearchBox } from '@/features/search/components/search-box';
import { SearchTabs, type SearchTab } from '@/features/search/components/search-tabs';
import { useRecentSearches } from '@/features/search/hooks';
import { useDebouncedValue } from '@/shared/hooks';
import { PageLayout } from '@/shared/ui';
import styles from './search-page.module.css';
import { BoardResults, DealResults } from './search-results';

/**
 * /search?q=&tab=deal|board: the keyword and the tab live in the URL, so back, reload and shared
 * links show the same results. Typing searches 200 ms after the last change; Enter at once.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const tab: SearchTab = params.get('tab') === 'board' ? 'board' : 'deal';
  const recent = useRecentSearches();

  const [input, setInput] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    if (query !== input.trim()) setInput(query);
  }

  const show = useCallback(
    (keyword: string, nextTab: SearchTab = tab) => {
      const next: Record<string, string> = keyword ? { q: keyword, tab: nextTab } : {};
      if (!keyword && nextTab === 'board') next.tab = nextTab;
      setParams(next, { replace: true });
    },
    [setParams, tab],
  );

  const typed = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const lastTyped = useRef(typed);
  useEffect(() => {
    if (typed === lastTyped.current) return;
    lastTyped.current = typed;
    if (typed !== query) show(typed);
  }, [typed, query, show]);

  const submit = () => {
    const keyword = input.trim();
    show(keyword);
    if (keyword) recent.add(keyword);
  };
  const pick = (keyword: string) => {
    setInput(keyword);
    show(keyword);
    recent.add(keyword);
  };
  const change = (value: string) => {
    setInput(value);
    if (!value.trim()) show('');
  };
  const remember = () => recent.add(query);

  return (
    <PageLayout
      header={{ back: true, search: false }}
      heading={messages.pageTitle.screens.searchPage}
    >
      <div className={styles.top}>
        <SearchBox value={input} onChange={change} onSubmit={submit} autoFocus={!query} />
        {query && <SearchTabs active={tab} onChange={(next) => show(query, next)} />}
      </div>
      {query ? (
        <div id="search-results" role="tabpanel" aria-labelledby={`search-tab-${tab}`}>
          {tab === 'deal' ? (
            <DealResults keyword={query} onOpen={remember} />
          ) : (
            <BoardResults keyword={query} onOpen={remember} />
          )}
        </div>
      ) : (
        <RecentSearches
          keywords={recent.keywords}
          onPick={pick}
          onRemove={recent.remove}
          onClear={recent.clear}
        />
      )}
    </PageLayout>
  );
}
