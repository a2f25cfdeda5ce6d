import { messages } from '@akkyeo/contracts';
import type { Key, ReactNode } from 'react';
import { LoadFailed } from '../load-failed/load-failed';
import { Spinner } from '../spinner/spinner';
import styles from './infinite-list.module.css';
import { useSentinel } from './use-sentinel';

export interface InfiniteListProps<T> {
  items: readonly T[];
  getKey: (item: T) => Key;
  /** `index` is the item's place in the list (the first ones may load their images first). */
  renderItem: (item: T, index: number) => ReactNode;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The first page is loading. */
  isLoading: boolean;
  isError?: boolean;
  /** What the failed load threw, for its message. */
  error?: unknown;
  onLoadMore: () => void;
  /** Loads the failed page again (다시 시도). */
  onRetry?: () => void;
  emptyMessage: string;
  endMessage?: string;
  className?: string;
}

/** A list that loads its next page when a sentinel nears the viewport, then says when it has ended. */
export function InfiniteList<T>({
  items,
  getKey,
  renderItem,
  hasNextPage,
  isFetchingNextPage,
  isLoading,
  isError = false,
  error,
  onLoadMore,
  onRetry = onLoadMore,
  emptyMessage,
  endMessage = messages.app.endOfList,
  className,
}: InfiniteListProps<T>) {
  const canLoad = hasNextPage && !isFetchingNextPage && !isLoading && !isError;
  const sentinel = useSentinel<HTMLDivElement>(onLoadMore, canLoad, items.length);

  if (isLoading) return <Spinner block />;
  if (isError && items.length === 0) return <LoadFailed error={error} onRetry={onRetry} />;
  if (items.length === 0) return <p className={styles.note}>{emptyMessage}</p>;

  return (
    <>
      <ul className={className ? `${styles.list} ${className}` : styles.list}>
        {items.map((item, index) => (
          <li key={getKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {hasNextPage && (
        <div ref={sentinel} className={styles.sentinel} data-testid="infinite-sentinel" />
      )}
      {isFetchingNextPage && <Spinner block />}
      {isError && <LoadFailed error={error} onRetry={onRetry} />}
      {!hasNextPage && !isError && <p className={styles.note}>{endMessage}</p>}
    </>
  );
}
