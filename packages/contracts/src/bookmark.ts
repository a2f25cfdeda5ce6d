import { z } from './zod';
import { feedListItemSchema } from './feed';
import { pageQuerySchema, pageSchema } from './paging';

/** POST /v1/feed/{id}/bookmark: the caller's new state. */
export const bookmarkToggleResponseSchema = z
  .object({ isBookmarked: z.boolean() })
  .meta({ id: 'BookmarkToggleResponse' });
export type BookmarkToggleResponse = z.infer<typeof bookmarkToggleResponseSchema>;

/** GET /v1/member/bookmark: the caller's bookmarked deals, newest bookmark first. */
export const bookmarkListQuerySchema = pageQuerySchema;
export const bookmarkListResponseSchema = pageSchema(feedListItemSchema).meta({
  id: 'BookmarkPage',
});
export type BookmarkListResponse = z.infer<typeof bookmarkListResponseSchema>;
