/**
 * The DOM id of a comment's element, which `?type=` links carry to scroll to and flash (not in
 * comment.ts: reading pages load no zod).
 */
export function commentElementId(commentId: number): string {
  return `comment-${commentId}`;
}
