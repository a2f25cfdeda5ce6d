import { z } from './zod';
import { pageSchema } from './paging';

/** What caused a notification. */
export const NOTIFICATION_TYPES = [
  'NEW_DEAL',
  'BOARD_COMMENT',
  'DEAL_COMMENT_REPLY',
  'BOARD_COMMENT_REPLY',
  'KEYWORD_ALERT',
  'PRICE_DROP',
  'DEAL_ENDED',
  'TIP_PUBLISHED',
  'TIP_REJECTED',
  'TIP_LINKED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Path parameter of one notification. */
export const notificationIdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * One notification of the caller (product rules §3). `link` is the in-app path to open
 * (a comment's carries `?type=<comment element id>`); `createdAt` is ISO 8601.
 */
export const notificationItemSchema = z
  .object({
    id: z.number().int(),
    memberId: z.number().int(),
    type: z.string(),
    title: z.string(),
    message: z.string(),
    link: z.string().nullable(),
    isRead: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'NotificationItem' });
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** GET /v1/notification/: the caller's notifications, newest first. */
export const notificationListResponseSchema = pageSchema(notificationItemSchema).meta({
  id: 'NotificationPage',
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/**
 * The deal a notification points to, with the fields the original client read. We keep no list
 * price or discount, so `discountRate` and `discountInfo` are null and `perceived_price` is the
 * price; `product` is the store's product page, `link` the link to buy through.
 */
export const notificationDealSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    price: z.number().int(),
    discountRate: z.number().nullable(),
    perceived_price: z.number().int(),
    market: z.string(),
    imgLink: z.string().nullable(),
    link: z.string(),
    createdDatetime: z.string(),
    product: z.string(),
    discountInfo: z.string().nullable(),
    isGoldBox: z.boolean(),
    isFreeShipping: z.boolean(),
    is_feed: z.boolean(),
    /** Sanitised HTML. */
    content: z.string(),
  })
  .meta({ id: 'NotificationDeal' });
export type NotificationDeal = z.infer<typeof notificationDealSchema>;

/** GET /v1/notification/{id}: the notification and, when it points to a deal, that deal. */
export const notificationDetailSchema = notificationItemSchema
  .extend({ deal: notificationDealSchema.nullable() })
  .meta({ id: 'NotificationDetail' });
export type NotificationDetail = z.infer<typeof notificationDetailSchema>;

/** The bell's count, also the reply of marking read. */
export const unreadCountSchema = z
  .object({ unreadCount: z.number().int() })
  .meta({ id: 'UnreadCount' });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** GET/PUT /v1/notification/settings: the caller's notification switches. */
export const notificationSettingsSchema = z
  .object({
    /** Notify me of new deals (on by default). */
    notifyNewDeals: z.boolean(),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
