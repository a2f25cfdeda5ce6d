import type { BoardCategory, CommentTarget } from '@akkyeo/contracts';
import { sql, type Kysely } from 'kysely';
import { afterTimeId, sortAt } from '../../db/keyset';
import type { DB } from '../../db/types';
import type { ListWindow, TimeIdKey } from '../../lib/list-page';

type Db = Kysely<DB>;

/** Characters of a post shown as the title of a comment under it. */
const POST_TITLE_LENGTH = 80;

/** The key of my comments: (created_at, id, target), newest first. */
export type MyCommentKey = readonly [string, number, CommentTarget];

export interface MyPostRow {
  id: number;
  content: string;
  category: BoardCategory | null;
  comment_count: number;
  like_count: number;
  created_at: Date;
  sort_at: string;
}

export interface MyPostImageRow {
  board_id: number;
  path: string;
  thumb_path: string | null;
}

export interface MyCommentRow {
  target: CommentTarget;
  id: number;
  owner_id: number;
  member_id: number;
  content: string;
  title: string;
  created_at: Date;
  sort_at: string;
}

/** The member's live (not deleted) posts, newest first. */
export function selectMyPosts(
  db: Db,
  memberId: number,
  page: ListWindow<TimeIdKey>,
): Promise<MyPostRow[]> {
  return db
    .selectFrom('board')
    .select(['id', 'content', 'category', 'comment_count', 'like_count', 'created_at'])
    .select(sortAt('board').as('sort_at'))
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .where(afterTimeId('board', page.after))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The member's trigger-kept counts of live posts and comments (exact, one row read). */
export async function selectMyCounts(
  db: Db,
  memberId: number,
): Promise<{ posts: number; comments: number }> {
  const row = await db
    .selectFrom('member')
    .select(['board_count', 'deal_comment_count', 'board_comment_count'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  return {
    posts: row?.board_count ?? 0,
    comments: (row?.deal_comment_count ?? 0) + (row?.board_comment_count ?? 0),
  };
}

/** The images of these posts, in display order. */
export function selectPostImages(db: Db, boardIds: number[]): Promise<MyPostImageRow[]> {
  if (boardIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('board_image')
    .select(['board_id', 'path', 'thumb_path'])
    .where('board_id', 'in', boardIds)
    .orderBy('board_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * The member's live comments on deals and on live posts (neither deleted nor hidden by a
 * moderator: their pages answer 404), newest first (ties: higher id, deal before board). Each
 * side is cut to the window's end before the merge.
 */
export async function selectMyComments(
  db: Db,
  memberId: number,
  page: ListWindow<MyCommentKey>,
): Promise<MyCommentRow[]> {
  const end = page.offset + page.limit;
  const after = page.after;
  const dealAfter = after ? afterTimeId('c', [after[0], after[1]]) : sql`true`;
  const boardAfter = !after
    ? sql`true`
    : after[2] === 'deal'
      ? sql`(c.created_at, c.id) <= (${after[0]}::timestamptz, ${after[1]}::bigint)`
      : afterTimeId('c', [after[0], after[1]]);
  const { rows } = await sql<MyCommentRow>`
    select * from (
      (select 'deal' as target, c.id, c.deal_id as owner_id, c.member_id, c.content,
              d.name as title, c.created_at, c.created_at::text as sort_at
         from deal_comment c join deal d on d.id = c.deal_id
        where c.member_id = ${memberId} and c.deleted_at is null and ${dealAfter}
        order by c.created_at desc, c.id desc limit ${end})
      union all
      (select 'board' as target, c.id, c.board_id as owner_id, c.member_id, c.content,
              left(b.content, ${POST_TITLE_LENGTH}) as title, c.created_at,
              c.created_at::text as sort_at
         from board_comment c join board b on b.id = c.board_id
        where c.member_id = ${memberId} and c.deleted_at is null and ${boardAfter}
          and b.deleted_at is null and b.hidden_at is null
        order by c.created_at desc, c.id desc limit ${end})
    ) as mine
    order by created_at desc, id desc, target desc
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows;
}
