import {
  emailExists,
  findMemberByEmail,
  findMemberByKakaoId,
  findMemberByLoginId,
  insertMember,
  loginIdExists,
  nicknameExists,
  selectMember,
  updatePassword,
} from './queries';

/**
 * The member rows behind joining, logging in, sessions and recovery, handed to the auth module by
 * the composition root. Each call takes the database or the caller's transaction.
 */
export const memberAccounts = {
  byId: selectMember,
  byLoginId: findMemberByLoginId,
  byEmail: findMemberByEmail,
  byKakaoId: findMemberByKakaoId,
  loginIdTaken: loginIdExists,
  emailTaken: emailExists,
  nicknameTaken: nicknameExists,
  insert: insertMember,
  setPassword: updatePassword,
};

export type MemberAccounts = typeof memberAccounts;
