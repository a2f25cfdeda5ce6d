import type { Role } from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { selectMemberByLogin, updateRole } from './queries';

export type GrantableRole = Extract<Role, 'ROLE_MANAGER' | 'ROLE_ADMIN'>;

export type RoleChange =
  | { kind: 'not-found' }
  | { kind: 'unchanged'; role: Role }
  | { kind: 'changed'; memberId: number; nickname: string; from: Role; to: Role };

/**
 * Grants a role (the member's role becomes it) or revokes it (back to ROLE_USER, only when the
 * member has that role). The member sees the change at the next token refresh.
 */
export async function changeMemberRole(
  db: Kysely<DB>,
  loginIdOrEmail: string,
  role: GrantableRole,
  revoke: boolean,
): Promise<RoleChange> {
  return db.transaction().execute(async (trx) => {
    const member = await selectMemberByLogin(trx, loginIdOrEmail);
    if (!member) return { kind: 'not-found' };
    const next: Role = revoke ? 'ROLE_USER' : role;
    if ((revoke && member.role !== role) || member.role === next) {
      return { kind: 'unchanged', role: member.role };
    }
    await updateRole(trx, member.id, next);
    return {
      kind: 'changed',
      memberId: member.id,
      nickname: member.nickname,
      from: member.role,
      to: next,
    };
  });
}
