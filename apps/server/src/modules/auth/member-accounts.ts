import type { Kysely } from 'kysely';
import type { DB, Member, NewMember } from '../../db/types';

type Db = Kysely<DB>;

/**
 * The member rows auth works with (joining, logging in, sessions, recovery). The member module,
 * which owns them, provides them (`member/accounts.ts`) and the composition root hands them over,
 * so auth never imports the member module. Each call takes the database or the caller's
 * transaction.
 */
export interface MemberAccounts {
  byId(db: Db, id: number): Promise<Member | undefined>;
  byLoginId(db: Db, loginId: string): Promise<Member | undefined>;
  byEmail(db: Db, email: string): Promise<Member | undefined>;
  byKakaoId(db: Db, kakaoId: string): Promise<Member | undefined>;
  loginIdTaken(db: Db, loginId: string): Promise<boolean>;
  emailTaken(db: Db, email: string): Promise<boolean>;
  nicknameTaken(db: Db, nickname: string): Promise<boolean>;
  insert(db: Db, values: NewMember): Promise<Member>;
  setPassword(db: Db, memberId: number, hash: string): Promise<void>;
}
