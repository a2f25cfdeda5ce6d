import type { Page } from '@akkyeo/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';
import { flattenPages } from '@/shared/api';
import { InfiniteList } from '@/shared/ui';
import { ActivityLoadingBar } from './activity-loading-bar';

export interface ActivityListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  emptyMessage: string;
}

/** A loading bar, then the items with infinite scroll; a load error leaves the list empty. */
export function ActivityList<T>({ query, getKey, renderItem, emptyMessage }: ActivityListProps<T>) {
  if (query.isPending) return <ActivityLoadingBar />;
  return (
    <InfiniteList
      items={query.isError ? [] : flattenPages(query.data)}
      getKey={getKey}
      renderItem={renderItem}
      hasNextPage={!query.isError && query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      isLoading={false}
      onLoadMore={() => void query.fetchNextPage()}
      emptyMessage={emptyMessage}
    />
  );
}
