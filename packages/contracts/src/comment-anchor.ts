/**
 * The DOM id of a comment's element, which `?type=` links carry to scroll to and flash (not in
 * comment.ts: reading pages load no zod).
 */
export function commentElementId(commentId: number): string {
  return `comment-${commentId}`;
}

/** The DOM id of a comment section's box: `?type=comment-write` opens a page at it (댓글로 알리기). */
export const COMMENT_WRITE_ELEMENT_ID = 'comment-write';
