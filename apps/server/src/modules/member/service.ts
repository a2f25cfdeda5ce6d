import { messages, passwordProblem, type MemberProfile } from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { toCdnUrl } from '../../lib/cdn-url';
import { hashPassword, verifyPassword } from '../../lib/password';
import { uniqueViolation } from '../../lib/unique-violation';
import type { SessionChecks } from '../auth/session-checks';
import type { ImageInput } from '../../lib/image-processing';
import { memberAccounts } from './accounts';
import { changeProfileImage, type ProfileImageDeps } from './profile-image';
import { revokeSessions } from '../auth/sessions';
import type { AuthMember } from '../auth/tokens';
import {
  selectMember,
  selectMemberCounts,
  selectMemberSetting,
  updateMemberSetting,
  updateNickname,
  updatePassword,
  type MemberSetting,
} from './queries';

export interface MemberDeps extends ProfileImageDeps {
  db: Kysely<DB>;
  cdnBaseUrl: string;
  /** Password changes end the member's other sessions at once. */
  sessions: SessionChecks;
}

async function memberOrLogin(db: Kysely<DB>, id: number) {
  const member = await selectMember(db, id);
  // A token of a member that no longer exists: treat as logged out.
  if (!member) throw new AppError(401, 'LOGIN_REQUIRED');
  return member;
}

/** The caller's profile and counts. */
async function getMemberProfile(deps: MemberDeps, caller: AuthMember): Promise<MemberProfile> {
  const [member, counts] = await Promise.all([
    memberOrLogin(deps.db, caller.id),
    selectMemberCounts(deps.db, caller.id),
  ]);
  return {
    memberId: member.id,
    loginId: member.login_id,
    nickName: member.nickname,
    role: member.role,
    thumbImg: toCdnUrl(deps.cdnBaseUrl, member.profile_thumb ?? member.profile_img),
    profileImg: toCdnUrl(deps.cdnBaseUrl, member.profile_img),
    kakaoLinked: member.kakao_id !== null,
    hasPassword: member.password_hash !== null,
    ...counts,
  };
}

/** Renames the caller; 409 DUPLICATE_NICKNAME when another member has the name. */
async function changeNickname(
  deps: MemberDeps,
  caller: AuthMember,
  nickname: string,
): Promise<{ nickName: string }> {
  await memberOrLogin(deps.db, caller.id);
  try {
    await updateNickname(deps.db, caller.id, nickname);
  } catch (error) {
    if (uniqueViolation(error)?.includes('nickname')) throw new AppError(409, 'DUPLICATE_NICKNAME');
    throw error;
  }
  return { nickName: nickname };
}

/**
 * Changes the password after checking the current one (401 CURRENT_PASSWORD_MISMATCH), then
 * ends the member's other sessions in the same transaction.
 */
async function changePassword(
  deps: MemberDeps,
  caller: AuthMember,
  current: string,
  next: string,
): Promise<{ result: true; message: string }> {
  const member = await memberOrLogin(deps.db, caller.id);
  if (!member.password_hash) {
    throw new AppError(400, 'VALIDATION_FAILED', messages.member.passwordNotSet);
  }
  const problem = passwordProblem(next, member.login_id);
  if (problem) throw new AppError(400, 'VALIDATION_FAILED', problem);
  if (!(await verifyPassword(member.password_hash, current))) {
    throw new AppError(401, 'CURRENT_PASSWORD_MISMATCH');
  }
  const hash = await hashPassword(next);
  await deps.db.transaction().execute(async (trx) => {
    await updatePassword(trx, member.id, hash);
    await revokeSessions(deps.sessions, trx, member.id, caller.sessionId);
  });
  deps.sessions.forget();
  return { result: true, message: messages.member.passwordChanged };
}

/** One of the member's on/off settings; 401 when the member is gone. */
async function settingOf(
  deps: MemberDeps,
  memberId: number,
  name: MemberSetting,
): Promise<boolean> {
  const value = await selectMemberSetting(deps.db, memberId, name);
  if (value === undefined) throw new AppError(401, 'LOGIN_REQUIRED');
  return value;
}

/** Turns one of the member's settings on or off; 401 when the member is gone. */
async function changeSetting(
  deps: MemberDeps,
  memberId: number,
  name: MemberSetting,
  value: boolean,
): Promise<void> {
  if (!(await updateMemberSetting(deps.db, memberId, name, value))) {
    throw new AppError(401, 'LOGIN_REQUIRED');
  }
}

/**
 * The caller's own account: profile, nickname, password and picture, and the on/off settings
 * other modules show (새 핫딜 알림 받기, 종료 딜 숨기기). Built once by the composition root.
 */
export function createMemberService(deps: MemberDeps) {
  return {
    /** The member rows auth reads and writes (joining, logging in, sessions, recovery). */
    accounts: memberAccounts,
    settingOf: (memberId: number, name: MemberSetting) => settingOf(deps, memberId, name),
    changeSetting: (memberId: number, name: MemberSetting, value: boolean) =>
      changeSetting(deps, memberId, name, value),
    profile: (caller: AuthMember) => getMemberProfile(deps, caller),
    changeNickname: (caller: AuthMember, nickname: string) =>
      changeNickname(deps, caller, nickname),
    changePassword: (caller: AuthMember, current: string, next: string) =>
      changePassword(deps, caller, current, next),
    changeProfileImage: (memberId: number, upload: ImageInput) =>
      changeProfileImage(deps, memberId, upload),
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
/** What the feed and notifications use of the member's settings. */
export type MemberSettings = Pick<MemberService, 'settingOf' | 'changeSetting'>;
