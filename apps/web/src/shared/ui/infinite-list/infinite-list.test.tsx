import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList, type InfiniteListProps } from './infinite-list';

type Trigger = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: { trigger: Trigger; options?: IntersectionObserverInit; disconnected: boolean }[] =
  [];

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private record;
      constructor(callback: Trigger, options?: IntersectionObserverInit) {
        this.record = { trigger: callback, options, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
});

function renderList(props: Partial<InfiniteListProps<number>> = {}) {
  const onLoadMore = vi.fn();
  const all: InfiniteListProps<number> = {
    items: [1, 2, 3],
    getKey: (item) => item,
    renderItem: (item) => <span>item {item}</span>,
    hasNextPage: true,
    isFetchingNextPage: false,
    isLoading: false,
    onLoadMore,
    emptyMessage: '비어 있음',
    ...props,
  };
  return { onLoadMore, ...render(<InfiniteList {...all} />) };
}

const live = () => observers.filter((observer) => !observer.disconnected);

describe('InfiniteList', () => {
  it('loads the next page when the sentinel comes within 100 px', () => {
    const { onLoadMore } = renderList();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(live()).toHaveLength(1);
    expect(live()[0]?.options?.rootMargin).toBe('100px 0px');
    act(() => live()[0]?.trigger([{ isIntersecting: false }]));
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => live()[0]?.trigger([{ isIntersecting: true }]));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does not observe while a page is loading', () => {
    renderList({ isFetchingNextPage: true });
    expect(live()).toHaveLength(0);
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('shows the end message after the last page', () => {
    renderList({ hasNextPage: false });
    expect(live()).toHaveLength(0);
    expect(screen.getByText('더 이상 불러올 내용이 없습니다.')).toBeTruthy();
  });

  it('shows the empty message, a spinner while loading, and the error text', async () => {
    const { rerender } = renderList({ items: [], hasNextPage: false });
    expect(screen.getByText('비어 있음')).toBeTruthy();
    const base = {
      getKey: (item: number) => item,
      renderItem: () => null,
      onLoadMore: () => {},
      emptyMessage: '',
    };
    rerender(
      <InfiniteList {...base} items={[]} hasNextPage isFetchingNextPage={false} isLoading />,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(
      <InfiniteList
        {...base}
        items={[]}
        hasNextPage
        isFetchingNextPage={false}
        isLoading={false}
        isError
      />,
    );
    expect(await screen.findByText('데이터를 불러올 수 없습니다.')).toBeTruthy();
  });

  it('re-arms the observer when more items arrive', () => {
    const props = {
      getKey: (item: number) => item,
      renderItem: (item: number) => <span>{item}</span>,
      hasNextPage: true,
      isFetchingNextPage: false,
      isLoading: false,
      onLoadMore: () => {},
      emptyMessage: '',
    };
    const { rerender } = render(<InfiniteList {...props} items={[1]} />);
    rerender(<InfiniteList {...props} items={[1, 2]} />);
    expect(observers).toHaveLength(2);
    expect(live()).toHaveLength(1);
  });
});
