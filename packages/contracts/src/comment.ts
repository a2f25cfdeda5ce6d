import { z } from './zod';
import { COMMENT_MAX_LENGTH } from './constants';
import { text } from './text';
import { roleSchema } from './auth';

/** What a comment hangs under: a deal (`/v1/feed/{id}/comment`) or a board post (`/v1/board/{id}/comment`). */
export const COMMENT_TARGETS = ['deal', 'board'] as const;
export type CommentTarget = (typeof COMMENT_TARGETS)[number];

/** The author of a comment or post (product rules §3); `role` drives the manager crown. */
export const memberInfoSchema = z
  .object({
    memberId: z.number().int(),
    nickname: z.string(),
    role: roleSchema,
  })
  .meta({ id: 'MemberInfo' });
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/**
 * One comment (product rules §3). `level` 1 is top-level, 2 a reply (`parentId` = its top-level
 * comment). A deleted top-level comment that still has replies keeps its place with
 * `deleted: true`, the content '삭제된 댓글입니다.' and no author.
 */
export const commentSchema = z
  .object({
    id: z.number().int(),
    /** Same as `id` (the old client read both). */
    commentId: z.number().int(),
    parentId: z.number().int().nullable(),
    level: z.union([z.literal(1), z.literal(2)]),
    content: z.string(),
    deleted: z.boolean(),
    nickName: z.string().nullable(),
    memberInfo: memberInfoSchema.nullable(),
    profileImg: z.string().nullable(),
    profileImgThumb: z.string().nullable(),
    /** ISO 8601. */
    createdAt: z.string(),
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof commentSchema>;

/** A top-level comment with its replies in `comment`, oldest first. */
export const commentThreadSchema = commentSchema
  .extend({ comment: z.array(commentSchema) })
  .meta({ id: 'CommentThread' });
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** The comment tree of a deal or a board post, oldest thread first. */
export const commentTreeSchema = z.array(commentThreadSchema);

/**
 * POST …/{id}/comment: `content` is trimmed, 1 to 1,000 characters; `parentId` null for a
 * top-level comment, else a comment of the same deal or post (a reply to a reply attaches to
 * its top-level comment).
 */
export const commentCreateRequestSchema = z
  .object({
    content: text().trim().min(1).max(COMMENT_MAX_LENGTH),
    parentId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().default(null),
  })
  .meta({ id: 'CommentCreateRequest' });
export type CommentCreateRequest = z.input<typeof commentCreateRequestSchema>;
export type CommentCreateInput = z.output<typeof commentCreateRequestSchema>;

/** Reply of a comment create or delete: the comment (when created) and the target's new count. */
export const commentCreateResponseSchema = z
  .object({ comment: commentSchema, commentCount: z.number().int() })
  .meta({ id: 'CommentCreateResponse' });
export type CommentCreateResponse = z.infer<typeof commentCreateResponseSchema>;

export const commentDeleteResponseSchema = z
  .object({ commentCount: z.number().int() })
  .meta({ id: 'CommentDeleteResponse' });
export type CommentDeleteResponse = z.infer<typeof commentDeleteResponseSchema>;

/** Path parameters of DELETE …/{id}/comment/{commentId}. */
export const commentPathSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  commentId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
