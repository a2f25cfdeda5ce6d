import { PAGE_SIZE, type Page } from '@akkyeo/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/** The page param of every infinite list: the previous page's `nextCursor`, null for the first. */
export type PageCursor = string | null;
export const FIRST_CURSOR: PageCursor = null;

/** `getNextPageParam` for every list: the server's cursor, or undefined after an empty or last page. */
export function nextPageParam(lastPage: Page<unknown>): string | undefined {
  if (lastPage.page.last || lastPage.content.length === 0) return undefined;
  return lastPage.page.nextCursor ?? undefined;
}

/** The paging query of a list request: the page size and, after the first page, the cursor. */
export function cursorQuery(cursor: PageCursor, size = PAGE_SIZE) {
  return { size, cursor: cursor ?? undefined };
}

export function flattenPages<T>(data: InfiniteData<Page<T>> | undefined): T[] {
  return data?.pages.flatMap((page) => page.content) ?? [];
}

function mapPageContent<T>(
  data: InfiniteData<Page<T>> | undefined,
  map: (content: T[]) => T[],
): InfiniteData<Page<T>> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, content: map(page.content) })) };
}

/** Returns the cached pages with every item matching `predicate` replaced by `update(item)`. */
export function updatePageItems<T>(
  data: InfiniteData<Page<T>> | undefined,
  predicate: (item: T) => boolean,
  update: (item: T) => T,
): InfiniteData<Page<T>> | undefined {
  return mapPageContent(data, (content) =>
    content.map((item) => (predicate(item) ? update(item) : item)),
  );
}

/** Returns the cached pages without the items matching `predicate`. */
export function removePageItems<T>(
  data: InfiniteData<Page<T>> | undefined,
  predicate: (item: T) => boolean,
): InfiniteData<Page<T>> | undefined {
  return mapPageContent(data, (content) => content.filter((item) => !predicate(item)));
}
