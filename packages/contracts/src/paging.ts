import { z } from './zod';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from './constants';
import { text } from './text';

/** Rows a `page` may skip (page × size); deeper positions are reached with `cursor`. */
export const PAGE_WINDOW_ROWS = 10_000;

/**
 * `page`, `size` and `cursor` query parameters of every list. `cursor` is the previous reply's
 * `page.nextCursor`: it continues after that page whatever was added meanwhile, and wins over
 * `page`. Without it, `page × size` may not pass PAGE_WINDOW_ROWS.
 */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(FIRST_PAGE),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  cursor: z.string().max(300).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** List query with an optional search keyword. */
export const keywordPageQuerySchema = pageQuerySchema.extend({
  keyword: text().trim().max(100).optional(),
});
export type KeywordPageQuery = z.infer<typeof keywordPageQuerySchema>;

/**
 * `totalElements` and `totalPages` are exact where a list shows them (the board without a
 * keyword, my posts, my comments, favourites) and null where they are not counted (feed,
 * searches, notifications, reports). `nextCursor` is null on the last page.
 */
export const pageInfoSchema = z
  .object({
    number: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int().nullable(),
    totalPages: z.number().int().nullable(),
    last: z.boolean(),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'PageInfo' });
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** The paging envelope: `{ content: T[], page }`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), page: pageInfoSchema });
}
export type Page<T> = { content: T[]; page: PageInfo };

/** Builds the page info from a query, whether a next page exists, its cursor and the total (if counted). */
export function toPageInfo(
  query: Pick<PageQuery, 'page' | 'size'>,
  next: { last: boolean; nextCursor: string | null; total: number | null },
): PageInfo {
  return {
    number: query.page,
    size: query.size,
    totalElements: next.total,
    totalPages: next.total === null ? null : Math.ceil(next.total / query.size),
    last: next.last,
    nextCursor: next.nextCursor,
  };
}
