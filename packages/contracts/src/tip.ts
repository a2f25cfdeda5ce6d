import { TIP_JSON_PART, TIP_PICTURE_PART } from './constants';
import { z } from './zod';
import { feedListItemSchema, httpUrlSchema } from './feed';
import { pageQuerySchema, pageSchema } from './paging';
import { text } from './text';

/**
 * A member's 제보 (a deal they found): waits in the managers' queue (PENDING), is published as a
 * deal (PUBLISHED), rejected with a reason (REJECTED), linked to a deal already open (LINKED), or
 * withdrawn by its finder (WITHDRAWN).
 */
export const TIP_STATUSES = ['PENDING', 'PUBLISHED', 'REJECTED', 'LINKED', 'WITHDRAWN'] as const;
export const tipStatusSchema = z.enum(TIP_STATUSES);
export type TipStatus = z.infer<typeof tipStatusSchema>;

/** Why a manager rejected a tip; OTHER carries a note. */
export const TIP_REJECT_REASONS = [
  'DUPLICATE',
  'BAD_PRICE_OR_LINK',
  'ADVERTISING',
  'ENDED',
  'OTHER',
] as const;
export const tipRejectReasonSchema = z.enum(TIP_REJECT_REASONS);
export type TipRejectReason = z.infer<typeof tipRejectReasonSchema>;

/** Days a deal of the same product counts as already posted. */
export const TIP_DUPLICATE_DAYS = 7;
/** Characters of a tip's text and of its 할인 조건 line. */
export const TIP_TEXT_MAX = 2_000;
export const TIP_TERMS_MAX = 100;

/** A tip's fields, none defaulted: what a manager's edit may change (see tipPublishRequestSchema). */
const tipFields = {
  url: httpUrlSchema,
  name: text().trim().min(1).max(200),
  price: z.number().int().min(0).max(1_000_000_000),
  shoppingMall: text().trim().min(1).max(50),
  image: httpUrlSchema.nullable(),
  isFreeShipping: z.boolean(),
  content: text().max(TIP_TEXT_MAX),
  discountTerms: text().trim().max(TIP_TERMS_MAX).nullable(),
};

/**
 * POST /v1/feed/tip and PUT /v1/feed/tip/{id}: the deal a member found. `content` is plain text
 * (line breaks and links kept, no HTML); `image` is the product picture's address (from the
 * preview, or typed); `shoppingMall` defaults to the link's market; `discountTerms` is the 할인
 * 조건 line (card, coupon, membership). Sent as multipart/form-data (this as the `json` part, then
 * an `image` file), an uploaded picture takes the place of the address.
 */
export const tipRequestSchema = z
  .object({
    ...tipFields,
    shoppingMall: tipFields.shoppingMall.optional(),
    image: tipFields.image.default(null),
    isFreeShipping: tipFields.isFreeShipping.default(false),
    content: tipFields.content.default(''),
    discountTerms: tipFields.discountTerms.default(null),
  })
  .meta({ id: 'TipRequest' });
export type TipRequest = z.input<typeof tipRequestSchema>;
export type TipInput = z.output<typeof tipRequestSchema>;

/**
 * PUT /v1/feed/tip/{id}: the tip's fields again; a tip with an uploaded picture keeps it unless a
 * new file replaces it or `removePicture` drops it (then `image`, the address, is its picture).
 */
export const tipEditRequestSchema = tipRequestSchema
  .extend({ removePicture: z.boolean().default(false) })
  .meta({ id: 'TipEditRequest' });
export type TipEditRequest = z.input<typeof tipEditRequestSchema>;
export type TipEditInput = z.output<typeof tipEditRequestSchema>;

/** The multipart/form-data body of a 제보 with a picture: the JSON part first, then the file. */
const uploadParts = (json: string) =>
  z.object({
    [TIP_JSON_PART]: z.string().meta({
      contentMediaType: 'application/json',
      description: `The ${json} as JSON; the first part.`,
    }),
    [TIP_PICTURE_PART]: z
      .string()
      .optional()
      .meta({
        format: 'binary',
        contentMediaType: 'image/*',
        description:
          'The picture, one file: JPEG, PNG, WebP, GIF or AVIF by its bytes, at most 10 MB and ' +
          '40 megapixels. It takes the place of `image`, the address.',
      }),
  });
export const tipUploadRequestSchema = uploadParts('TipRequest').meta({ id: 'TipUploadRequest' });
export const tipEditUploadRequestSchema = uploadParts('TipEditRequest').meta({
  id: 'TipEditUploadRequest',
});

/** A tip as its finder and the managers see it. */
export const tipSchema = z
  .object({
    id: z.number().int(),
    status: tipStatusSchema,
    url: z.string(),
    name: z.string(),
    price: z.number().int(),
    market: z.string(),
    imgLink: z.string().nullable(),
    /** `imgLink` is the picture its finder uploaded (not an address on another site). */
    pictureUploaded: z.boolean(),
    isFreeShipping: z.boolean(),
    content: z.string(),
    discountTerms: z.string().nullable(),
    /** The deal it became (PUBLISHED) or was linked to (LINKED); null otherwise. */
    dealId: z.number().int().nullable(),
    rejectReason: tipRejectReasonSchema.nullable(),
    rejectNote: z.string().nullable(),
    /** Published at once: its finder is trusted (바로 게시). */
    autoPublished: z.boolean(),
    createdAt: z.string(),
    /** Its last change: a 게시 sends it back as `seenUpdatedAt`. */
    updatedAt: z.string(),
    reviewedAt: z.string().nullable(),
  })
  .meta({ id: 'Tip' });
export type Tip = z.infer<typeof tipSchema>;

/** GET /v1/member/tip: the caller's tips, newest first. */
export const tipListResponseSchema = pageSchema(tipSchema).meta({ id: 'TipPage' });
export type TipListResponse = z.infer<typeof tipListResponseSchema>;

/** GET /v1/feed/tip/duplicates?url=: open deals of the same product from the last 7 days. */
export const tipDuplicatesQuerySchema = z.object({ url: httpUrlSchema });
export const tipDuplicatesResponseSchema = z
  .object({ content: z.array(feedListItemSchema) })
  .meta({ id: 'TipDuplicates' });
export type TipDuplicatesResponse = z.infer<typeof tipDuplicatesResponseSchema>;

/** GET /v1/admin/tip?status=: PENDING (default) oldest first; the others newest first. */
export const adminTipListQuerySchema = pageQuerySchema.extend({
  status: tipStatusSchema.default('PENDING'),
});
export type AdminTipListQuery = z.infer<typeof adminTipListQuerySchema>;

/** A tip in the managers' queue: its finder's record and the open deals of the same product. */
export const adminTipSchema = tipSchema
  .extend({
    finder: z.object({
      memberId: z.number().int(),
      nickname: z.string(),
      published: z.number().int(),
      rejected: z.number().int(),
    }),
    duplicates: z.array(feedListItemSchema),
  })
  .meta({ id: 'AdminTip' });
export type AdminTip = z.infer<typeof adminTipSchema>;

/** The queue's page and how many tips wait (the 내 정보 badge). */
export const adminTipListResponseSchema = pageSchema(adminTipSchema)
  .extend({ pendingCount: z.number().int() })
  .meta({ id: 'AdminTipPage' });
export type AdminTipListResponse = z.infer<typeof adminTipListResponseSchema>;

/**
 * POST /v1/admin/tip/{id}/publish: only the fields the manager edited; a field left out keeps the
 * tip's value (no defaults here, or an edit of the price would clear the text). `image` null drops
 * the picture (an uploaded one too). `seenUpdatedAt` is the tip's `updatedAt` as the manager saw
 * it: when its finder changed it since, 409 TIP_EDITED_MEANWHILE (left out: as it stands now).
 */
export const tipPublishRequestSchema = z
  .object({ ...tipFields, seenUpdatedAt: z.iso.datetime() })
  .partial()
  .meta({ id: 'TipPublishRequest' });
export type TipPublishRequest = z.input<typeof tipPublishRequestSchema>;
export type TipPublishInput = z.output<typeof tipPublishRequestSchema>;

/** POST /v1/admin/tip/{id}/reject: the reason, and a note (required for OTHER). */
export const tipRejectRequestSchema = z
  .object({
    reason: tipRejectReasonSchema,
    note: text().trim().max(200).nullable().default(null),
  })
  .refine((body) => body.reason !== 'OTHER' || Boolean(body.note), { path: ['note'] })
  .meta({ id: 'TipRejectRequest' });
export type TipRejectRequest = z.input<typeof tipRejectRequestSchema>;

/** POST /v1/admin/tip/{id}/link: the open deal it duplicates; its text may become a comment there. */
export const tipLinkRequestSchema = z
  .object({
    dealId: z.number().int().positive().max(2_147_483_647),
    postAsComment: z.boolean().default(false),
  })
  .meta({ id: 'TipLinkRequest' });
export type TipLinkRequest = z.input<typeof tipLinkRequestSchema>;

/** Path parameter of one tip. */
export const tipIdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
