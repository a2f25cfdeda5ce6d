import { z } from 'zod';
import { SOURCES } from './constants';
import { keywordPageQuerySchema, pageSchema } from './paging';

export const sourceSchema = z.enum(SOURCES);
export const idParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A deal as listed in the feed (SPEC §3 Feed item). `createdDatetime` is ISO 8601. */
export const feedListItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    price: z.number().int(),
    market: z.string(),
    imgLink: z.string().nullable(),
    link: z.string(),
    createdDatetime: z.string(),
    goldbox: z.boolean(),
    freeShipping: z.boolean(),
    source: sourceSchema,
    ended: z.boolean(),
    isBookmarked: z.boolean(),
    isLiked: z.boolean(),
    likeCount: z.number().int(),
    commentCount: z.number().int(),
  })
  .meta({ id: 'FeedListItem' });
export type FeedListItem = z.infer<typeof feedListItemSchema>;

export const feedListQuerySchema = keywordPageQuerySchema;
export const feedListResponseSchema = pageSchema(feedListItemSchema).meta({ id: 'FeedListPage' });
export type FeedListResponse = z.infer<typeof feedListResponseSchema>;
