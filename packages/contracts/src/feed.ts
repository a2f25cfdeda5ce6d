import { z } from './zod';
import { commentThreadSchema } from './comment';
import { SOURCES } from './constants';
import { keywordPageQuerySchema, pageSchema } from './paging';
import { text } from './text';

export const sourceSchema = z.enum(SOURCES);
export const idParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A deal as listed in the feed (product rules §3). `createdDatetime` is ISO 8601. */
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

/** Where a product link points; known markets get their own value, the rest ETC. */
export const LINK_PLATFORMS = [
  'COUPANG',
  'ELEVENST',
  'GMARKET',
  'AUCTION',
  'NAVER',
  'SSG',
  'LOTTEON',
  'OHOUSE',
  'MUSINSA',
  'ALIEXPRESS',
  'KURLY',
  'TMON',
  'WEMAKEPRICE',
  'INTERPARK',
  'ETC',
] as const;
export type LinkPlatform = (typeof LINK_PLATFORMS)[number];
export const linkPlatformSchema = z.enum(LINK_PLATFORMS);

/** True for an absolute http(s) URL with a host and no whitespace. */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(value);
}

/** An absolute http(s) URL of at most 2,048 characters. */
export const httpUrlSchema = text().trim().max(2_048).refine(isHttpUrl);

/** A deal with its content and comments (product rules §3). `link` is the link to buy through. */
export const feedDetailSchema = feedListItemSchema
  .extend({
    /** The store URL as written (before any partner conversion). */
    url: z.string(),
    isFreeShipping: z.boolean(),
    /** Sanitised HTML. */
    content: z.string(),
    /** True when `link` earns a partner commission: the page shows the partner disclosure. */
    isPartnerLink: z.boolean(),
    /** Listed 후기 posts that name this deal. */
    reviewCount: z.number().int(),
    comment: z.array(commentThreadSchema),
  })
  .meta({ id: 'FeedDetail' });
export type FeedDetail = z.infer<typeof feedDetailSchema>;

const dealNameSchema = text().trim().min(1).max(200);
const dealPriceSchema = z.number().int().min(0).max(1_000_000_000);
const dealContentSchema = text().max(50_000);
const shoppingMallSchema = text().trim().min(1).max(50);

/**
 * POST /v1/feed (managers): the deal draft (product rules §3). `content` is HTML, sanitised on the
 * server; `image` is the picture to attach when `containImage` (the server stores a copy); the
 * market defaults to the one the link belongs to. The server derives `convertedUrl` from `url`.
 */
export const feedCreateRequestSchema = z
  .object({
    url: httpUrlSchema,
    name: dealNameSchema,
    price: dealPriceSchema,
    isFreeShipping: z.boolean().default(true),
    content: dealContentSchema.default(''),
    image: httpUrlSchema.nullable().default(null),
    containImage: z.boolean().default(true),
    shoppingMall: shoppingMallSchema.optional(),
  })
  .meta({ id: 'FeedCreateRequest' });
export type FeedCreateRequest = z.input<typeof feedCreateRequestSchema>;
export type FeedCreateInput = z.output<typeof feedCreateRequestSchema>;

/** PUT /v1/feed (managers): the editable fields of one deal. */
export const feedUpdateRequestSchema = z
  .object({
    feedId: z.number().int().positive().max(2_147_483_647),
    name: dealNameSchema,
    price: dealPriceSchema,
    isFreeShipping: z.boolean(),
    content: dealContentSchema,
    shoppingMall: shoppingMallSchema.optional(),
  })
  .meta({ id: 'FeedUpdateRequest' });
export type FeedUpdateRequest = z.infer<typeof feedUpdateRequestSchema>;

export const feedWriteResponseSchema = z
  .object({ id: z.number().int() })
  .meta({ id: 'FeedWriteResponse' });
export type FeedWriteResponse = z.infer<typeof feedWriteResponseSchema>;

/** POST /v1/feed/{id}/like: the caller's new state and the deal's like count. */
export const likeResponseSchema = z
  .object({ isLiked: z.boolean(), likeCount: z.number().int() })
  .meta({ id: 'LikeResponse' });
export type LikeResponse = z.infer<typeof likeResponseSchema>;

/** GET /v1/feed/preview?url= (managers). */
export const linkPreviewQuerySchema = z.object({ url: httpUrlSchema });

/** What the product page behind a link says (product rules §4, deal write). */
export const linkPreviewResponseSchema = z
  .object({
    title: z.string(),
    shoppingMall: z.string(),
    imgUrl: z.string().nullable(),
    urlInfo: z.object({ link: z.string(), platform: linkPlatformSchema }),
  })
  .meta({ id: 'LinkPreview' });
export type LinkPreview = z.infer<typeof linkPreviewResponseSchema>;
