import type { Page } from '@akkyeo/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { flattenPages } from '../../api/paging';
import { InfiniteList, type InfiniteListProps } from './infinite-list';

export interface InfiniteQueryListProps<T> extends Pick<
  InfiniteListProps<T>,
  'getKey' | 'renderItem' | 'emptyMessage' | 'endMessage' | 'errorMessage' | 'className'
> {
  /** A TanStack infinite query over pages of `T`. */
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
}

/** An InfiniteList fed by an infinite query: its items, loading and error states, next page. */
export function InfiniteQueryList<T>({ query, ...props }: InfiniteQueryListProps<T>) {
  return (
    <InfiniteList
      items={flattenPages(query.data)}
      hasNextPage={query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      isLoading={query.isPending}
      isError={query.isError}
      onLoadMore={() => void query.fetchNextPage()}
      {...props}
    />
  );
}
