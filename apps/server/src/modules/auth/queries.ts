import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

type Db = Kysely<DB>;

/** The refresh token row with this hash, locked until the transaction ends. */
export function lockRefreshToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('refresh_token')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertRefreshToken(
  db: Db,
  values: { member_id: number; family_id: string; token_hash: string; expires_at: Date },
): Promise<void> {
  await db.insertInto('refresh_token').values(values).execute();
}

export async function markRefreshTokenUsed(db: Db, id: number): Promise<void> {
  await db
    .updateTable('refresh_token')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_token')
    .set({ revoked_at: sql<Date>`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every refresh family of the member, except `keepFamilyId` when given. */
export async function revokeMemberFamilies(
  db: Db,
  memberId: number,
  keepFamilyId?: string,
): Promise<void> {
  let query = db
    .updateTable('refresh_token')
    .set({ revoked_at: sql<Date>`now()` })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '<>', keepFamilyId);
  await query.execute();
}

/** True while the family has a refresh token that is neither revoked nor expired. */
export async function sessionIsLive(db: Db, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_token')
    .select('id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteExpiredRefreshTokens(db: Db, memberId: number): Promise<void> {
  await db
    .deleteFrom('refresh_token')
    .where('member_id', '=', memberId)
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}

export async function insertOauthState(
  db: Db,
  values: { state_hash: string; provider: string; expires_at: Date },
): Promise<void> {
  await db
    .deleteFrom('oauth_state')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db.insertInto('oauth_state').values(values).execute();
}

/** Deletes the state and tells whether it existed and was still valid (single use). */
export async function consumeOauthState(
  db: Db,
  stateHash: string,
  provider: string,
): Promise<boolean> {
  const row = await db
    .deleteFrom('oauth_state')
    .where('state_hash', '=', stateHash)
    .where('provider', '=', provider)
    .returning('expires_at')
    .executeTakeFirst();
  return row !== undefined && row.expires_at.getTime() > Date.now();
}

/** The tables of single-use mailed links (password reset, login unlock): the same columns. */
export type OneTimeTokenTable = 'password_reset_token' | 'login_unlock_token';

export async function insertOneTimeToken(
  db: Db,
  table: OneTimeTokenTable,
  values: { member_id: number; token_hash: string; expires_at: Date },
): Promise<void> {
  await db.insertInto(table).values(values).execute();
}

/** Marks the token used when it is unused and unexpired; its member id, or undefined. */
export async function consumeOneTimeToken(
  db: Db,
  table: OneTimeTokenTable,
  tokenHash: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable(table)
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id;
}

/** Ends every other outstanding reset link of the member. */
export async function expireResetTokens(db: Db, memberId: number): Promise<void> {
  await db
    .updateTable('password_reset_token')
    .set({ used_at: sql<Date>`now()` })
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .execute();
}
