import type { CommentTarget, Role } from '@akkyeo/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { authorBlocked } from '../block/conditions';
import { AUTHOR_COLUMNS, joinMember } from '../member/fragments';

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
