import {
  commentSyntheticId,
  type MyCommentListResponse,
  type MyPostListResponse,
  type PageQuery,
} from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { toCdnUrl } from '../../lib/cdn-url';
import type { CursorCodec } from '../../lib/cursor';
import { isId, isTimeIdKey, isTimestampText, listWindow, toListPage } from '../../lib/list-page';
import { selectBoardImages, selectMemberPosts, type BoardImageRow } from '../board/queries';
import { selectMemberComments, type MemberCommentKey } from '../comment/queries';
import { selectMemberCounts } from '../member/queries';

export interface ActivityDeps {
  db: Kysely<DB>;
  cdnBaseUrl: string;
  cursors: CursorCodec;
}

const isMemberCommentKey = (key: unknown[]) =>
  key.length === 3 &&
  isTimestampText(key[0]) &&
  isId(key[1]) &&
  (key[2] === 'deal' || key[2] === 'board');

/** The member's posts, newest first, with their image URLs. */
async function listMyPosts(
  deps: ActivityDeps,
  memberId: number,
  query: PageQuery,
): Promise<MyPostListResponse> {
  const paging = { list: 'my-posts', cursors: deps.cursors, valid: isTimeIdKey };
  const [found, counts] = await Promise.all([
    selectMemberPosts(deps.db, memberId, listWindow(query, paging)),
    selectMemberCounts(deps.db, memberId),
  ]);
  const { rows, page } = toListPage(
    found,
    query,
    paging,
    (row) => [row.sort_at, row.id] as const,
    counts.boardCount,
  );
  const images = await selectBoardImages(
    deps.db,
    rows.map((row) => row.id),
  );
  const url = (path: string) => toCdnUrl(deps.cdnBaseUrl, path) ?? path;
  const imagesOf = (id: number): BoardImageRow[] => images.filter((i) => i.board_id === id);
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
    page,
  };
}

/** The member's comments on deals and posts, newest first. */
async function listMyComments(
  deps: ActivityDeps,
  memberId: number,
  query: PageQuery,
): Promise<MyCommentListResponse> {
  const paging = { list: 'my-comments', cursors: deps.cursors, valid: isMemberCommentKey };
  const [found, counts] = await Promise.all([
    selectMemberComments(deps.db, memberId, listWindow<MemberCommentKey>(query, paging)),
    selectMemberCounts(deps.db, memberId),
  ]);
  const { rows, page } = toListPage(
    found,
    query,
    paging,
    (row): MemberCommentKey => [row.sort_at, row.id, row.target],
    counts.feedCommentCount + counts.boardCommentCount,
  );
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
    page,
  };
}

/** The caller's own posts and comments (내 활동), built once by the composition root. */
export function createActivityService(deps: ActivityDeps) {
  return {
    posts: (memberId: number, query: PageQuery) => listMyPosts(deps, memberId, query),
    comments: (memberId: number, query: PageQuery) => listMyComments(deps, memberId, query),
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
