import { sql, type Kysely } from 'kysely';
import type { Role } from '@akkyeo/contracts';
import type { DB, Member, NewMember } from '../../db/types';

type Db = Kysely<DB>;

export interface MemberCounts {
  boardCount: number;
  boardCommentCount: number;
  feedCommentCount: number;
  bookMarkCount: number;
}

export function selectMember(db: Db, id: number): Promise<Member | undefined> {
  return db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The member's live posts, bookmarks, and live comments on deals and on live posts (neither
 * deleted nor hidden by a moderator): the totals of GET /v1/member/board, /comment, /bookmark.
 */
export async function selectMemberCounts(db: Db, memberId: number): Promise<MemberCounts> {
  const row = await db
    .selectFrom('member')
    .select(['board_count', 'board_comment_count', 'deal_comment_count', 'bookmark_count'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  return {
    boardCount: row?.board_count ?? 0,
    boardCommentCount: row?.board_comment_count ?? 0,
    feedCommentCount: row?.deal_comment_count ?? 0,
    bookMarkCount: row?.bookmark_count ?? 0,
  };
}

export async function updateNickname(db: Db, memberId: number, nickname: string): Promise<void> {
  await db
    .updateTable('member')
    .set({ nickname, updated_at: sql<Date>`now()` })
    .where('id', '=', memberId)
    .execute();
}

export async function updatePassword(db: Db, memberId: number, hash: string): Promise<void> {
  await db
    .updateTable('member')
    .set({ password_hash: hash, updated_at: sql<Date>`now()` })
    .where('id', '=', memberId)
    .execute();
}

/** Sets the profile image paths; returns the previous ones (read under a row lock). */
export async function replaceProfileImage(
  db: Db,
  memberId: number,
  paths: { profileImg: string; profileThumb: string },
): Promise<{ profile_img: string | null; profile_thumb: string | null } | undefined> {
  return db.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom('member')
      .select(['profile_img', 'profile_thumb'])
      .where('id', '=', memberId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!previous) return undefined;
    await trx
      .updateTable('member')
      .set({
        profile_img: paths.profileImg,
        profile_thumb: paths.profileThumb,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', memberId)
      .execute();
    return previous;
  });
}

export function selectMemberByLogin(db: Db, loginIdOrEmail: string): Promise<Member | undefined> {
  const query = db.selectFrom('member').selectAll();
  return (
    loginIdOrEmail.includes('@')
      ? query.where(sql<string>`lower(email)`, '=', loginIdOrEmail.toLowerCase())
      : query.where('login_id', '=', loginIdOrEmail)
  ).executeTakeFirst();
}

export async function updateRole(db: Db, memberId: number, role: Role): Promise<void> {
  await db
    .updateTable('member')
    .set({ role, updated_at: sql<Date>`now()` })
    .where('id', '=', memberId)
    .execute();
}

export function findMemberByLoginId(db: Db, loginId: string): Promise<Member | undefined> {
  return db.selectFrom('member').selectAll().where('login_id', '=', loginId).executeTakeFirst();
}

export function findMemberByEmail(db: Db, email: string): Promise<Member | undefined> {
  return db
    .selectFrom('member')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findMemberByKakaoId(db: Db, kakaoId: string): Promise<Member | undefined> {
  return db.selectFrom('member').selectAll().where('kakao_id', '=', kakaoId).executeTakeFirst();
}

export async function loginIdExists(db: Db, loginId: string): Promise<boolean> {
  return (await findMemberByLoginId(db, loginId)) !== undefined;
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  return (await findMemberByEmail(db, email)) !== undefined;
}

export async function nicknameExists(db: Db, nickname: string): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('id')
    .where('nickname', '=', nickname)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertMember(db: Db, values: NewMember): Promise<Member> {
  return db.insertInto('member').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A member's on/off settings: 새 핫딜 알림 받기 and 종료 딜 숨기기. */
export type MemberSetting = 'notify_new_deals' | 'hide_ended_deals';

/** One of the member's switches; undefined when the member is gone. */
export async function selectMemberSetting(
  db: Db,
  memberId: number,
  name: MemberSetting,
): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('member')
    .select(name)
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.[name];
}

/** Turns one of the member's switches on or off; false when the member is gone. */
export async function updateMemberSetting(
  db: Db,
  memberId: number,
  name: MemberSetting,
  value: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('member')
    .set({ [name]: value, updated_at: sql<Date>`now()` })
    .where('id', '=', memberId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The member's nickname, role and pictures (a new comment's author, a blocked member's card). */
export function selectMemberCard(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select(['nickname', 'role', 'profile_img', 'profile_thumb'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/**
 * Locks the member's row for the transaction (no key update), so that one member's writes of a
 * kind (bookmark toggles, mutes) apply one after the other; false when there is no such member.
 */
export async function lockMember(db: Db, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('id')
    .where('id', '=', memberId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** What standing is judged on: when each member joined and how much they wrote (kept posts and comments). */
export function selectStandingRows(
  db: Db,
  memberIds: readonly number[],
): Promise<{ id: number; created_at: Date; contributions: number }[]> {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('member')
    .select([
      'id',
      'created_at',
      sql<number>`board_count + board_comment_count + deal_comment_count`.as('contributions'),
    ])
    .where('id', 'in', memberIds)
    .execute();
}
