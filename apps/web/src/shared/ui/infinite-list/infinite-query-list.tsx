import type { Page } from '@akkyeo/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { flattenPages } from '../../api/paging';
import { InfiniteList, type InfiniteListProps } from './infinite-list';

export interface InfiniteQueryListProps<T> extends Pick<
  InfiniteListProps<T>,
  'getKey' | 'renderItem' | 'emptyMessage' | 'endMessage' | 'className'
> {
  /** A TanStack infinite query over pages of `T`. */
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
}

/**
 * An InfiniteList fed by an infinite query: its items, loading and error states, next page. A new
 * state of the query is drawn as a deferred render, which React splits into short slices, so the
 * arrival of a page of cards never blocks a tap or a scroll for long.
 */
export function InfiniteQueryList<T>({ query, ...props }: InfiniteQueryListProps<T>) {
  const { data, hasNextPage, isFetchingNextPage, isPending, isError, error } = query;
  const { fetchNextPage, refetch } = query;
  const state = useMemo(
    () => ({
      items: flattenPages(data),
      hasNextPage,
      isFetchingNextPage,
      isLoading: isPending,
      isError,
      error,
    }),
    [data, hasNextPage, isFetchingNextPage, isPending, isError, error],
  );
  const shown = useDeferredValue(state);
  const retry = useCallback(() => {
    if (data) void fetchNextPage();
    else void refetch();
  }, [data, fetchNextPage, refetch]);
  return (
    <InfiniteList {...shown} onLoadMore={() => void fetchNextPage()} onRetry={retry} {...props} />
  );
}
