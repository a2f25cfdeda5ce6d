import { z } from './zod';
import { commentThreadSchema } from './comment';
import { DEFAULT_FEED_SORT, FEED_SORTS, GOLD_BOX_CHANGE_TIME_KST, SOURCES } from './constants';
import { nextKstTime } from './korea-time';
import { keywordPageQuerySchema, pageSchema } from './paging';
import { text } from './text';

export const sourceSchema = z.enum(SOURCES);
export const idParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Who found a deal, on its card and page (제보 {nickname}); null for a deal nobody tipped. */
export const tippedBySchema = z
  .object({ memberId: z.number().int(), nickname: z.string() })
  .nullable()
  .meta({ id: 'TippedBy' });
export type TippedBy = z.infer<typeof tippedBySchema>;

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
    /** When the deal ended (ISO 8601); null while open. */
    endedAt: z.string().nullable(),
    /** An open gold-box deal: when the gold box next changes (ISO 8601); null otherwise. */
    goldBoxEndsAt: z.string().nullable(),
    isBookmarked: z.boolean(),
    isLiked: z.boolean(),
    likeCount: z.number().int(),
    commentCount: z.number().int(),
    /** 역대최저: an open deal at or below every price seen for its product (product rules §3). */
    isLowestPrice: z.boolean(),
    /** The member whose 제보 it was (a tip a manager published); null otherwise. */
    tippedBy: tippedBySchema,
  })
  .meta({ id: 'FeedListItem' });
export type FeedListItem = z.infer<typeof feedListItemSchema>;

const flag = () =>
  z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true');

/**
 * The feed list's query: `sort=latest` (default, newest first) or `sort=hot` (인기: open deals by
 * their stored time-decayed score; a cursor belongs to the order it came from),
 * `hideEnded=true` to leave ended deals out (the 종료 딜 숨기기 switch), and `includeMuted=true`
 * to show a member the deals their muted words and stores hide (이번 검색에서 보기).
 */
export const feedListQuerySchema = keywordPageQuerySchema.extend({
  sort: z.enum(FEED_SORTS).default(DEFAULT_FEED_SORT),
  hideEnded: flag(),
  includeMuted: flag(),
});
export type FeedListQuery = z.output<typeof feedListQuerySchema>;

/** Muted matches a search counts at most: a count this high means this many or more. */
export const MUTED_MATCHES_COUNTED = 100;

/** The first moment after `now` at which the gold box changes (GOLD_BOX_CHANGE_TIME_KST daily). */
export const nextGoldBoxChange = (now: Date): Date => nextKstTime(now, GOLD_BOX_CHANGE_TIME_KST);
/**
 * A page of deals. `mutedCount`: when a member's keyword search fits on its first page, how many
 * more deals matching it their muted words and stores hid (up to MUTED_MATCHES_COUNTED), so an
 * empty or short result can say so; null where not counted (a visitor, no keyword, a longer
 * result, or `includeMuted`).
 */
export const feedListResponseSchema = pageSchema(feedListItemSchema)
  .extend({ mutedCount: z.number().int().min(0).nullable() })
  .meta({ id: 'FeedListPage' });
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
    /** Members' 종료됐어요 reports of this open deal, and whether the caller sent one. */
    endedReports: z.number().int(),
    endedReported: z.boolean(),
    /** Listed 후기 posts that name this deal. */
    reviewCount: z.number().int(),
    /**
     * Its share image (1200×630 JPEG: picture, name, price, market, verdict, 종료), drawn by the
     * server after each change, its file name new with each; null until the first is drawn.
     */
    shareImage: z.string().nullable(),
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
    /** true ends the deal (종료), false reopens it; absent leaves it as it is. */
    ended: z.boolean().optional(),
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

/** GET /v1/feed/preview?url= (signed-in members). */
export const linkPreviewQuerySchema = z.object({ url: httpUrlSchema });

/** What the product page behind a link says (product rules §4, deal write). */
export const linkPreviewResponseSchema = z
  .object({
    title: z.string(),
    shoppingMall: z.string(),
    imgUrl: z.string().nullable(),
    /** The price the page states (product:price:amount in KRW), in whole won. */
    price: z.number().int().nullable(),
    urlInfo: z.object({ link: z.string(), platform: linkPlatformSchema }),
  })
  .meta({ id: 'LinkPreview' });
export type LinkPreview = z.infer<typeof linkPreviewResponseSchema>;

/** POST /v1/feed/{id}/ended-report and DELETE /v1/feed/{id}/ended: the deal's 종료 state. */
export const endedStateSchema = z
  .object({
    ended: z.boolean(),
    endedAt: z.string().nullable(),
    endedReports: z.number().int(),
    endedReported: z.boolean(),
  })
  .meta({ id: 'EndedState' });
export type EndedState = z.infer<typeof endedStateSchema>;

/** GET/PUT /v1/feed/settings: the member's feed choices (종료 딜 숨기기). */
export const feedSettingsSchema = z.object({ hideEnded: z.boolean() }).meta({ id: 'FeedSettings' });
export type FeedSettings = z.infer<typeof feedSettingsSchema>;
