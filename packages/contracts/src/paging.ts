import { z } from './zod';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from './constants';
import { text } from './text';

/** `page` and `size` query parameters of every list. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(FIRST_PAGE),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** List query with an optional search keyword. */
export const keywordPageQuerySchema = pageQuerySchema.extend({
  keyword: text().trim().max(100).optional(),
});
export type KeywordPageQuery = z.infer<typeof keywordPageQuerySchema>;

export const pageInfoSchema = z
  .object({
    number: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    last: z.boolean(),
  })
  .meta({ id: 'PageInfo' });
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** The paging envelope: `{ content: T[], page }`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), page: pageInfoSchema });
}
export type Page<T> = { content: T[]; page: PageInfo };

/** Builds the page info from a query and the total row count. */
export function toPageInfo(query: PageQuery, totalElements: number): PageInfo {
  const totalPages = Math.ceil(totalElements / query.size);
  return {
    number: query.page,
    size: query.size,
    totalElements,
    totalPages,
    last: query.page >= totalPages - 1,
  };
}
