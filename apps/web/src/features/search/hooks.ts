import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { FIRST_CURSOR, nextPageParam } from '@/shared/api';
import { useHydrated } from '@/shared/lib';
import { dealKeys } from '@/entities/deal';
import { searchBoards, searchDeals } from './api';
import {
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
  removeRecentSearch,
} from './lib/recent-searches';

/**
 * Deal results share the feed's cache of the same keyword (one star state everywhere); those
 * with the muted deals shown are kept beside them, under the same key.
 */
export const searchKeys = {
  deals: (keyword: string, includeMuted = false) =>
    includeMuted ? [...dealKeys.list(keyword), 'withMuted'] : dealKeys.list(keyword),
  boards: (keyword: string) => ['search', 'board', keyword] as const,
};

/**
 * Deals matching the keyword, page by page (with the member's muted ones when `includeMuted`);
 * idle while the keyword is blank.
 */
export function useDealSearch(keyword: string, includeMuted = false) {
  return useInfiniteQuery({
    queryKey: searchKeys.deals(keyword, includeMuted),
    queryFn: ({ pageParam, signal }) => searchDeals(keyword, includeMuted, pageParam, signal),
    initialPageParam: FIRST_CURSOR,
    getNextPageParam: nextPageParam,
    enabled: keyword !== '',
  });
}

/** Posts matching the keyword, page by page; idle while the keyword is blank. */
export function useBoardSearch(keyword: string) {
  return useInfiniteQuery({
    queryKey: searchKeys.boards(keyword),
    queryFn: ({ pageParam, signal }) => searchBoards(keyword, pageParam, signal),
    initialPageParam: FIRST_CURSOR,
    getNextPageParam: nextPageParam,
    enabled: keyword !== '',
  });
}

/**
 * The recent keywords kept on this device, newest first, with add, remove and clear: null until
 * they are read, on the server and while a drawn search screen hydrates (the server knows none).
 */
export function useRecentSearches() {
  const hydrated = useHydrated();
  const stored = useMemo(() => (hydrated ? readRecentSearches() : null), [hydrated]);
  const [changed, setChanged] = useState<string[] | null>(null);
  const add = useCallback((keyword: string) => setChanged(addRecentSearch(keyword)), []);
  const remove = useCallback((keyword: string) => setChanged(removeRecentSearch(keyword)), []);
  const clear = useCallback(() => {
    clearRecentSearches();
    setChanged([]);
  }, []);
  return { keywords: changed ?? stored, add, remove, clear };
}
