import { describe, expect, it } from 'vitest';
import { cursorQuery, flattenPages, nextPageParam, updatePageItems } from './paging';

const page = (number: number, content: number[], last: boolean) => ({
  content,
  page: {
    number,
    size: 2,
    totalElements: null,
    totalPages: null,
    last,
    nextCursor: last ? null : `after-${number}`,
  },
});

describe('paging helpers', () => {
  it("asks for the server's next cursor until an empty or last page", () => {
    expect(nextPageParam(page(0, [1, 2], false))).toBe('after-0');
    expect(nextPageParam(page(1, [3, 4], false))).toBe('after-1');
    expect(nextPageParam(page(2, [5], true))).toBeUndefined();
    expect(nextPageParam(page(1, [], false))).toBeUndefined();
  });

  it('sends the cursor after the first page only', () => {
    expect(cursorQuery(null)).toEqual({ size: 10, cursor: undefined });
    expect(cursorQuery('abc', 5)).toEqual({ size: 5, cursor: 'abc' });
  });

  it('flattens and updates cached pages', () => {
    const data = {
      pages: [page(0, [1, 2], false), page(1, [3], true)],
      pageParams: [null, 'after-0'],
    };
    expect(flattenPages(data)).toEqual([1, 2, 3]);
    expect(flattenPages(undefined)).toEqual([]);
    expect(
      flattenPages(
        updatePageItems(
          data,
          (n) => n === 3,
          (n) => n * 10,
        ),
      ),
    ).toEqual([1, 2, 30]);
  });
});
