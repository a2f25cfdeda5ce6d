import type { MuteType } from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { joinMember } from '../../db/reads/members';

export interface BlockedMemberRow {
  member_id: number;
  nickname: string;
  profile_thumb: string | null;
  profile_img: string | null;
  created_at: Date;
}

/** Adds the block; the block's time, whether new or already there. */
export async function insertBlock(
  db: Kysely<DB>,
  memberId: number,
  blockedId: number,
): Promise<Date> {
  await db
    .insertInto('member_block')
    .values({ member_id: memberId, blocked_id: blockedId })
    .onConflict((oc) => oc.columns(['member_id', 'blocked_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('member_block')
    .select('created_at')
    .where('member_id', '=', memberId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirstOrThrow();
  return row.created_at;
}

export async function deleteBlock(db: Kysely<DB>, memberId: number, blockedId: number) {
  await db
    .deleteFrom('member_block')
    .where('member_id', '=', memberId)
    .where('blocked_id', '=', blockedId)
    .execute();
}

/** The members the member blocked, newest block first. */
export function selectBlocks(db: Kysely<DB>, memberId: number): Promise<BlockedMemberRow[]> {
  return db
    .selectFrom('member_block')
    .select('member_block.blocked_id as member_id')
    .$call((qb) =>
      joinMember(qb, {
        on: 'member_block.blocked_id',
        columns: ['nickname', 'profile_img', 'profile_thumb'],
      }),
    )
    .select('member_block.created_at')
    .where('member_block.member_id', '=', memberId)
    .orderBy('member_block.created_at', 'desc')
    .orderBy('member_block.blocked_id', 'desc')
    .execute();
}

/** Of these members, those who blocked `actorId`. */
export async function selectBlockersOf(
  db: Kysely<DB>,
  actorId: number,
  memberIds: number[],
): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('member_block')
    .select('member_id')
    .where('blocked_id', '=', actorId)
    .where('member_id', 'in', memberIds)
    .execute();
  return new Set(rows.map((row) => row.member_id));
}

export interface MuteRow {
  id: number;
  type: MuteType;
  value: string;
}

const MUTE_COLUMNS = ['id', 'type', 'value'] as const;

/** The member's mutes, oldest first. */
export function selectMutes(db: Kysely<DB>, memberId: number): Promise<MuteRow[]> {
  return db
    .selectFrom('member_mute')
    .select(MUTE_COLUMNS)
    .where('member_id', '=', memberId)
    .orderBy('id')
    .$castTo<MuteRow>()
    .execute();
}

/** The member's mute with this type and value, if any. */
export function selectMute(
  db: Kysely<DB>,
  memberId: number,
  type: MuteType,
  value: string,
): Promise<MuteRow | undefined> {
  return db
    .selectFrom('member_mute')
    .select(MUTE_COLUMNS)
    .where('member_id', '=', memberId)
    .where('type', '=', type)
    .where('value', '=', value)
    .$castTo<MuteRow>()
    .executeTakeFirst();
}

export async function countMutes(db: Kysely<DB>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_mute')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertMute(
  db: Kysely<DB>,
  values: { member_id: number; type: MuteType; value: string; pattern: string | null },
): Promise<MuteRow> {
  return db
    .insertInto('member_mute')
    .values(values)
    .returning(MUTE_COLUMNS)
    .$castTo<MuteRow>()
    .executeTakeFirstOrThrow();
}

/** Deletes one of the member's mutes; false when it is not theirs. */
export async function deleteMute(db: Kysely<DB>, memberId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('member_mute')
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
