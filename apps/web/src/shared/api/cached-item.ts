import type { Page } from '@akkyeo/contracts';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { removePageItems, updatePageItems } from './paging';

/** Where one item is cached: the prefixes of the infinite lists it may be in, and its detail. */
export interface CachedItemKeys {
  lists: QueryKey[];
  detail: QueryKey;
}

/** Merges `change` into the item with `id` in every cached list page and in its cached detail. */
export function patchCachedItem<T extends { id: number }>(
  queryClient: QueryClient,
  keys: CachedItemKeys,
  id: number,
  change: Partial<T>,
): void {
  for (const queryKey of keys.lists) {
    queryClient.setQueriesData<InfiniteData<Page<T>>>({ queryKey }, (data) =>
      updatePageItems(
        data,
        (item) => item.id === id,
        (item) => ({ ...item, ...change }),
      ),
    );
  }
  queryClient.setQueryData<T>(keys.detail, (item) => (item ? { ...item, ...change } : item));
}

/** Drops the item with `id` from every cached list page and forgets its detail. */
export function removeCachedItem(queryClient: QueryClient, keys: CachedItemKeys, id: number): void {
  for (const queryKey of keys.lists) {
    queryClient.setQueriesData<InfiniteData<Page<{ id: number }>>>({ queryKey }, (data) =>
      removePageItems(data, (item) => item.id === id),
    );
  }
  queryClient.removeQueries({ queryKey: keys.detail });
}
