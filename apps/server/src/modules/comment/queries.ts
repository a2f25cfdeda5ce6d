import type { CommentTarget, Role } from '@akkyeo/contracts';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { afterTimeId, sortAt } from '../../db/keyset';
import type { DB } from '../../db/types';
import type { ListWindow } from '../../lib/list-page';
import { authorBlocked } from '../block/conditions';
import { joinLivePostTitle } from '../../db/reads/board-posts';
import { joinDealTitle } from '../../db/reads/deals';
import { AUTHOR_COLUMNS, joinMember } from '../../db/reads/members';

/** The comment table of each target and its foreign key to the commented row. */
const TABLES = {
  deal: { comments: 'deal_comment', fk: 'deal_id' },
  board: { comments: 'board_comment', fk: 'board_id' },
} as const;

export interface CommentRow {
  id: number;
  parent_id: number | null;
  member_id: number;
  content: string;
  deleted_at: Date | null;
  created_at: Date;
}

export interface CommentWithAuthorRow extends CommentRow {
  nickname: string;
  role: Role;
  profile_img: string | null;
  profile_thumb: string | null;
  /** The viewer blocked the author. */
  blocked: boolean;
}

/** One comment of the target, or undefined. */
export async function selectComment(
  db: Kysely<DB>,
  target: CommentTarget,
  targetId: number,
  commentId: number,
): Promise<CommentRow | undefined> {
  const t = TABLES[target];
  const { rows } = await sql<CommentRow>`
    select id, parent_id, member_id, content, deleted_at, created_at
    from ${sql.table(t.comments)}
    where id = ${commentId} and ${sql.ref(t.fk)} = ${targetId}`.execute(db);
  return rows[0];
}

export async function insertComment(
  db: Kysely<DB>,
  target: CommentTarget,
  values: { targetId: number; memberId: number; parentId: number | null; content: string },
): Promise<CommentRow> {
  const t = TABLES[target];
  const { rows } = await sql<CommentRow>`
    insert into ${sql.table(t.comments)} (${sql.ref(t.fk)}, member_id, parent_id, content)
    values (${values.targetId}, ${values.memberId}, ${values.parentId}, ${values.content})
    returning id, parent_id, member_id, content, deleted_at, created_at`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('comment insert returned no row');
  return row;
}

/** Marks a live comment deleted; false when it was already deleted. */
export async function softDeleteComment(
  db: Kysely<DB>,
  target: CommentTarget,
  commentId: number,
): Promise<boolean> {
  const t = TABLES[target];
  const result = await sql`
    update ${sql.table(t.comments)} set deleted_at = now()
    where id = ${commentId} and deleted_at is null`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** Every comment of the target (deleted ones too) with its author and whether the viewer blocked them, oldest first. */
export function selectCommentsWithAuthors(
  db: Kysely<DB>,
  target: CommentTarget,
  targetId: number,
  viewerId: number | null,
): Promise<CommentWithAuthorRow[]> {
  const t = TABLES[target];
  return db
    .selectFrom(sql<CommentRow>`${sql.table(t.comments)}`.as('c'))
    .select(['c.id', 'c.parent_id', 'c.member_id', 'c.content', 'c.deleted_at', 'c.created_at'])
    .$call((qb) => joinMember(qb, { on: 'c.member_id', columns: AUTHOR_COLUMNS }))
    .select(authorBlocked(viewerId, 'c.member_id').as('blocked'))
    .where(sql.ref(`c.${t.fk}`), '=', targetId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

/** The key of a member's comments: (created_at, id, target), newest first. */
export type MemberCommentKey = readonly [string, number, CommentTarget];

export interface MemberCommentRow {
  target: CommentTarget;
  id: number;
  owner_id: number;
  member_id: number;
  content: string;
  title: string;
  created_at: Date;
  sort_at: string;
}

/**
 * The member's live comments on deals and on live posts (neither deleted nor hidden by a
 * moderator: their pages answer 404), newest first (ties: higher id, deal before board), each
 * with the deal's name or the post's start as its title (내 활동). Each side is cut to the window's
 * end before the merge.
 */
export async function selectMemberComments(
  db: Kysely<DB>,
  memberId: number,
  page: ListWindow<MemberCommentKey>,
): Promise<MemberCommentRow[]> {
  const end = page.offset + page.limit;
  const after = page.after;
  const dealAfter = after ? afterTimeId('c', [after[0], after[1]]) : sql<SqlBool>`true`;
  const boardAfter = !after
    ? sql<SqlBool>`true`
    : after[2] === 'deal'
      ? sql<SqlBool>`(c.created_at, c.id) <= (${after[0]}::timestamptz, ${after[1]}::bigint)`
      : afterTimeId('c', [after[0], after[1]]);
  const deals = db
    .selectFrom('deal_comment as c')
    .select([sql.lit('deal').as('target'), 'c.id', 'c.deal_id as owner_id', 'c.member_id'])
    .select('c.content')
    .$call(joinDealTitle)
    .select(['c.created_at', sortAt('c').as('sort_at')])
    .where('c.member_id', '=', memberId)
    .where('c.deleted_at', 'is', null)
    .where(dealAfter)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(end);
  const boards = db
    .selectFrom('board_comment as c')
    .select([sql.lit('board').as('target'), 'c.id', 'c.board_id as owner_id', 'c.member_id'])
    .select('c.content')
    .$call(joinLivePostTitle)
    .select(['c.created_at', sortAt('c').as('sort_at')])
    .where('c.member_id', '=', memberId)
    .where('c.deleted_at', 'is', null)
    .where(boardAfter)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(end);
  const { rows } = await sql<MemberCommentRow>`
    select * from (${deals} union all ${boards}) as mine
    order by created_at desc, id desc, target desc
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows;
}

/** Who wrote each of these live comments of the target: comment id → member id. */
export async function selectCommentAuthors(
  db: Kysely<DB>,
  target: CommentTarget,
  commentIds: number[],
): Promise<Map<number, number>> {
  if (commentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom(TABLES[target].comments)
    .select(['id', 'member_id'])
    .where('id', 'in', commentIds)
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row.member_id]));
}
