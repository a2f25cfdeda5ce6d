import { z } from './zod';
import { boardListItemSchema } from './board';
import { COMMENT_TARGETS, type CommentTarget } from './comment';
import { pageQuerySchema, pageSchema } from './paging';

/** `page` and `size` of GET /v1/member/board and GET /v1/member/comment. */
export const myActivityQuerySchema = pageQuerySchema;

/**
 * One of the caller's posts (product rules §2, my activity), newest first: the board list's
 * fields of the post itself, without its author, like state or reviewed deal.
 */
export const myPostItemSchema = boardListItemSchema
  .pick({
    id: true,
    content: true,
    category: true,
    imgPaths: true,
    thumbPaths: true,
    commentCount: true,
    likeCount: true,
    createdAt: true,
  })
  .meta({ id: 'MyPostItem' });
export type MyPostItem = z.infer<typeof myPostItemSchema>;

export const myPostListResponseSchema = pageSchema(myPostItemSchema).meta({ id: 'MyPostPage' });
export type MyPostListResponse = z.infer<typeof myPostListResponseSchema>;

/**
 * One of the caller's comments, on a deal (`feedId`) or a post (`boardId`), newest first
 * (product rules §2, my activity). `syntheticId` ('deal-12', 'board-7') is unique across both
 * kinds; `targetTitle` is the deal's name or the start of the post.
 */
export const myCommentItemSchema = z
  .object({
    syntheticId: z.string(),
    commentId: z.number().int(),
    target: z.enum(COMMENT_TARGETS),
    feedId: z.number().int().nullable(),
    boardId: z.number().int().nullable(),
    memberId: z.number().int(),
    content: z.string(),
    targetTitle: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'MyCommentItem' });
export type MyCommentItem = z.infer<typeof myCommentItemSchema>;

export const myCommentListResponseSchema = pageSchema(myCommentItemSchema).meta({
  id: 'MyCommentPage',
});
export type MyCommentListResponse = z.infer<typeof myCommentListResponseSchema>;

/** The stable id of a comment across deal and board comments: 'deal-12', 'board-7'. */
export function commentSyntheticId(target: CommentTarget, id: number): string {
  return `${target}-${id}`;
}
