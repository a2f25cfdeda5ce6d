import { z } from './zod';
import { commentTreeSchema, memberInfoSchema } from './comment';
import {
  BOARD_CATEGORIES,
  BOARD_CONTENT_MAX_LENGTH,
  BOARD_CONTENT_MIN_EXCLUSIVE,
  BOARD_IMAGE_MAX_COUNT,
} from './constants';
import * as messages from './messages';
import { keywordPageQuerySchema, pageSchema } from './paging';
import { text } from './text';

export const boardCategorySchema = z.enum(BOARD_CATEGORIES);

const dealIdSchema = z.number().int().positive().max(2_147_483_647);

/** The deal a 후기 post reviews, as its summary row shows it; `ended` shows 종료. */
export const boardDealSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    price: z.number().int(),
    imgLink: z.string().nullable(),
    ended: z.boolean(),
  })
  .meta({ id: 'BoardDeal' });
export type BoardDeal = z.infer<typeof boardDealSchema>;

/**
 * A post as the board lists it (product rules §3). `imgPaths` are the display images'
 * URLs in order, `thumbPaths` their thumbnails; `createdAt` is ISO 8601.
 */
export const boardListItemSchema = z
  .object({
    id: z.number().int(),
    content: z.string(),
    category: boardCategorySchema.nullable(),
    imgPaths: z.array(z.string()),
    thumbPaths: z.array(z.string()),
    commentCount: z.number().int(),
    likeCount: z.number().int(),
    isLiked: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    profileImg: z.string().nullable(),
    memberName: z.string(),
    memberId: z.number().int(),
    memberInfo: memberInfoSchema,
    /** The deal a 후기 post reviews; null for other posts (or when that deal is gone). */
    deal: boardDealSchema.nullable(),
  })
  .meta({ id: 'BoardListItem' });
export type BoardListItem = z.infer<typeof boardListItemSchema>;

/** The board list; `dealId` keeps the 후기 posts of one deal. */
export const boardListQuerySchema = keywordPageQuerySchema.extend({
  dealId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type BoardListQuery = z.infer<typeof boardListQuerySchema>;
export const boardListResponseSchema = pageSchema(boardListItemSchema).meta({
  id: 'BoardListPage',
});
export type BoardListResponse = z.infer<typeof boardListResponseSchema>;

/** A server-issued upload id: names the progress stream of one post submission. */
export const uploadIdSchema = text().regex(/^[A-Za-z0-9_-]{16,64}$/);

const contentSchema = text()
  .trim()
  .min(1, messages.board.contentRequired)
  .refine((value) => value.length > BOARD_CONTENT_MIN_EXCLUSIVE, messages.board.contentTooShort)
  .refine((value) => value.length <= BOARD_CONTENT_MAX_LENGTH, messages.board.contentTooLong);

/** A post's category, required: a missing or empty one is named in Korean. */
const requiredCategorySchema = z.enum(BOARD_CATEGORIES, {
  error: () => messages.board.categoryRequired,
});

/**
 * The JSON part (`json`) of a board create: content, a category (공지 and 이벤트 are the team's), optional upload id, and
 * for a 후기 the optional `dealId` of the deal it reviews (the server checks it exists).
 */
export const boardWriteSchema = z.object({
  content: contentSchema,
  category: requiredCategorySchema,
  uploadId: uploadIdSchema.nullish(),
  dealId: dealIdSchema.nullish().transform((value) => value ?? null),
});
export type BoardWriteInput = z.input<typeof boardWriteSchema>;
export type BoardWrite = z.output<typeof boardWriteSchema>;

/** The JSON part of a board edit: as create, plus `removeImg`, the `imgPaths` of images to drop. */
export const boardEditSchema = boardWriteSchema.extend({
  removeImg: z.array(text().max(1_000)).max(BOARD_IMAGE_MAX_COUNT).default([]),
});
export type BoardEditInput = z.input<typeof boardEditSchema>;
export type BoardEdit = z.output<typeof boardEditSchema>;

/** The multipart/form-data body of a board write or edit: the JSON part, then the images. */
const boardUploadParts = (json: string) =>
  z.object({
    json: z.string().meta({
      contentMediaType: 'application/json',
      description: `The ${json} as JSON (a field or a JSON file); the first part.`,
    }),
    files: z
      .array(z.string().meta({ format: 'binary', contentMediaType: 'image/*' }))
      .max(BOARD_IMAGE_MAX_COUNT)
      .optional()
      .meta({
        description:
          'Up to 10 images under any part name: JPEG, PNG, WebP, GIF or AVIF by their bytes, ' +
          'at most 10 MB and 40 megapixels each.',
      }),
  });
export const boardWriteUploadSchema = boardUploadParts('BoardWrite').meta({
  id: 'BoardWriteUpload',
});
export const boardEditUploadSchema = boardUploadParts('BoardEdit').meta({ id: 'BoardEditUpload' });

/** Reply of POST /v1/board/upload: the id the next post submission reports its progress under. */
export const uploadReservationSchema = z
  .object({ uploadId: uploadIdSchema, expiresAt: z.string() })
  .meta({ id: 'UploadReservation' });
export type UploadReservation = z.infer<typeof uploadReservationSchema>;

export const uploadIdParamSchema = z.object({ uploadId: uploadIdSchema });

/**
 * Reply of GET /v1/board/upload/{uploadId}/post: the caller's post sent with that upload id, or
 * null when none was saved (a submit left before its answer came back may still have landed).
 */
export const boardUploadPostSchema = z
  .object({ postId: z.number().int().nullable() })
  .meta({ id: 'BoardUploadPost' });
export type BoardUploadPost = z.infer<typeof boardUploadPostSchema>;

/** Reply of POST /v1/board/{id}/like: `status` is whether the caller now likes the post. */
export const boardLikeResponseSchema = z
  .object({ status: z.boolean(), likeCount: z.number().int() })
  .meta({ id: 'BoardLikeResult' });
export type BoardLikeResponse = z.infer<typeof boardLikeResponseSchema>;

/** Reply of hide (POST) and unhide (DELETE) /v1/board/{id}/hide: the caller's hide state. */
export const boardHideResponseSchema = z
  .object({ id: z.number().int(), hidden: z.boolean() })
  .meta({ id: 'BoardHideResult' });
export type BoardHideResponse = z.infer<typeof boardHideResponseSchema>;

/** Reply of DELETE /v1/board/{id}. */
export const boardDeleteResponseSchema = z
  .object({ id: z.number().int(), deleted: z.literal(true) })
  .meta({ id: 'BoardDeleteResult' });
export type BoardDeleteResponse = z.infer<typeof boardDeleteResponseSchema>;

/** GET /v1/board/{id}: the post with its comment threads (product rules §3). */
export const boardDetailSchema = boardListItemSchema
  .extend({
    comments: commentTreeSchema,
    /** Hidden for everyone by an admin: only admins get such a post (everyone else a 404). */
    moderatorHidden: z.boolean(),
  })
  .meta({ id: 'BoardDetail' });
export type BoardDetail = z.infer<typeof boardDetailSchema>;
