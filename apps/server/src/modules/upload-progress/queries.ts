import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

export interface UploadSessionRow {
  id: string;
  member_id: number;
  percent: number;
  expires_at: Date;
}

export async function insertUploadSession(
  db: Kysely<DB>,
  row: { id: string; memberId: number; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('upload_session')
    .values({ id: row.id, member_id: row.memberId, expires_at: row.expiresAt })
    .execute();
}

/** Drops reservations that expired before `before`. */
export async function deleteExpiredUploadSessions(db: Kysely<DB>, before: Date): Promise<void> {
  await db.deleteFrom('upload_session').where('expires_at', '<', before).execute();
}

export function selectUploadSession(
  db: Kysely<DB>,
  id: string,
): Promise<UploadSessionRow | undefined> {
  return db
    .selectFrom('upload_session')
    .select(['id', 'member_id', 'percent', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Raises the stored percent (never lowers it), for streams that open late. */
export async function raiseUploadPercent(
  db: Kysely<DB>,
  id: string,
  percent: number,
): Promise<void> {
  await db
    .updateTable('upload_session')
    .set({ percent: sql<number>`greatest(percent, ${percent})` })
    .where('id', '=', id)
    .execute();
}
