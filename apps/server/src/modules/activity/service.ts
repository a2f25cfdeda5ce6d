import {
  commentSyntheticId,
  toPageInfo,
  type MyCommentListResponse,
  type MyPostListResponse,
  type PageQuery,
} from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { toCdnUrl } from '../../lib/cdn-url';
import {
  countMyComments,
  countMyPosts,
  selectMyComments,
  selectMyPosts,
  selectPostImages,
  type MyPostImageRow,
} from './queries';

export interface ActivityDeps {
  db: Kysely<DB>;
  cdnBaseUrl: string;
}

const windowOf = (query: PageQuery) => ({ offset: query.page * query.size, limit: query.size });

/** The member's posts, newest first, with their image URLs. */
export async function listMyPosts(
  deps: ActivityDeps,
  memberId: number,
  query: PageQuery,
): Promise<MyPostListResponse> {
  const [rows, total] = await Promise.all([
    selectMyPosts(deps.db, memberId, windowOf(query)),
    countMyPosts(deps.db, memberId),
  ]);
  const images = await selectPostImages(
    deps.db,
    rows.map((row) => row.id),
  );
  const url = (path: string) => toCdnUrl(deps.cdnBaseUrl, path) ?? path;
  const imagesOf = (id: number): MyPostImageRow[] => images.filter((i) => i.board_id === id);
  return {
    content: rows.map((row) => ({
      id: row.id,
      content: row.content,
      category: row.category,
      imgPaths: imagesOf(row.id).map((image) => url(image.path)),
      thumbPaths: imagesOf(row.id).map((image) => url(image.thumb_path ?? image.path)),
      commentCount: row.comment_count,
      likeCount: row.like_count,
      createdAt: row.created_at.toISOString(),
    })),
    page: toPageInfo(query, total),
  };
}

/** The member's comments on deals and posts, newest first. */
export async function listMyComments(
  deps: ActivityDeps,
  memberId: number,
  query: PageQuery,
): Promise<MyCommentListResponse> {
  const [rows, total] = await Promise.all([
    selectMyComments(deps.db, memberId, windowOf(query)),
    countMyComments(deps.db, memberId),
  ]);
  return {
    content: rows.map((row) => ({
      syntheticId: commentSyntheticId(row.target, row.id),
      commentId: row.id,
      target: row.target,
      feedId: row.target === 'deal' ? row.owner_id : null,
      boardId: row.target === 'board' ? row.owner_id : null,
      memberId: row.member_id,
      content: row.content,
      targetTitle: row.title,
      createdAt: row.created_at.toISOString(),
    })),
    page: toPageInfo(query, total),
  };
}
