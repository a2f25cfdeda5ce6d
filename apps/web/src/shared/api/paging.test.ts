import { describe, expect, it } from 'vitest';
import { flattenPages, nextPageParam, updatePageItems } from './paging';

const page = (number: number, content: number[], last: boolean) => ({
  content,
  page: { number, size: 2, totalElements: 5, totalPages: 3, last },
});

describe('paging helpers', () => {
  it('asks for the next index until an empty or last page', () => {
    expect(nextPageParam(page(0, [1, 2], false))).toBe(1);
    expect(nextPageParam(page(1, [3, 4], false))).toBe(2);
    expect(nextPageParam(page(2, [5], true))).toBeUndefined();
    expect(nextPageParam(page(1, [], false))).toBeUndefined();
  });

  it('flattens and updates cached pages', () => {
    const data = { pages: [page(0, [1, 2], false), page(1, [3], true)], pageParams: [0, 1] };
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
