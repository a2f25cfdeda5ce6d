import type { CommentTarget, Role } from '@akkyeo/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** The tables behind each comment target: the commented table, its comment table and foreign key. */
const TABLES = {
  deal: { owner: 'deal', comments: 'deal_comment', fk: 'deal_id', live: sql`true` },
  board: {
    owner: 'board',
    comments: 'board_comment',
    fk: 'board_id',
    live: sql`deleted_at is null`,
  },
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
}

/**
 * Locks the commented row (deal or live board post) for the rest of the transaction, so comment
 * writes on it run one at a time; false when it does not exist.
 */
export async function lockTarget(
  db: Kysely<DB>,
  target: CommentTarget,
  targetId: number,
): Promise<boolean> {
  const t = TABLES[target];
  const { rows } = await sql<{ id: number }>`
    select id from ${sql.table(t.owner)} where id = ${targetId} and ${t.live} for no key update`.execute(
    db,
  );
  return rows.length > 0;
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

/** Adds `delta` to the target's comment_count; returns the new count. */
export async function addToCommentCount(
  db: Kysely<DB>,
  target: CommentTarget,
  targetId: number,
  delta: number,
): Promise<number> {
  const t = TABLES[target];
  const { rows } = await sql<{ comment_count: number }>`
    update ${sql.table(t.owner)} set comment_count = comment_count + ${delta}
    where id = ${targetId}
    returning comment_count`.execute(db);
  return rows[0]?.comment_count ?? 0;
}

/** Every comment of the target (deleted ones too) with its author, oldest first. */
export async function selectCommentsWithAuthors(
  db: Kysely<DB>,
  target: CommentTarget,
  targetId: number,
): Promise<CommentWithAuthorRow[]> {
  const t = TABLES[target];
  const { rows } = await sql<CommentWithAuthorRow>`
    select c.id, c.parent_id, c.member_id, c.content, c.deleted_at, c.created_at,
           m.nickname, m.role, m.profile_img, m.profile_thumb
    from ${sql.table(t.comments)} c
    join member m on m.id = c.member_id
    where c.${sql.ref(t.fk)} = ${targetId}
    order by c.created_at, c.id`.execute(db);
  return rows;
}

/** The author columns of one member. */
export async function selectAuthor(
  db: Kysely<DB>,
  memberId: number,
): Promise<
  Pick<CommentWithAuthorRow, 'nickname' | 'role' | 'profile_img' | 'profile_thumb'> | undefined
> {
  return db
    .selectFrom('member')
    .select(['nickname', 'role', 'profile_img', 'profile_thumb'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}
