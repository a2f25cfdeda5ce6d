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
import type { MemberAccounts } from '../auth/member-accounts';

/** The member rows behind joining, logging in, sessions and recovery, as auth asks for them. */
export const memberAccounts: MemberAccounts = {
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
