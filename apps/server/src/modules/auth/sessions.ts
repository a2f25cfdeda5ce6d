import { randomUUID } from 'node:crypto';
import { grantedRoles, messages } from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB, Member } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { MemberAccounts } from './member-accounts';
import {
  deleteExpiredRefreshTokens,
  insertRefreshToken,
  lockRefreshToken,
  markRefreshTokenUsed,
  revokeFamily,
  revokeMemberFamilies,
} from './queries';
import type { SessionChecks } from './session-checks';
import { hashSecret, newSecret, successorSecret } from './secure-token';
import { signAccessToken } from './tokens';

/** A refresh family lives at most this long from its login, however often it rotates. */
export const REFRESH_LIFETIME_SECONDS = 14 * 24 * 60 * 60;
/**
 * A token rotated this recently may come back once more (two tabs refreshing at the same
 * moment) and gets the same successor; later reuse revokes the family (RFC 9700 §4.14).
 */
export const REFRESH_GRACE_SECONDS = 30;

export interface SessionDeps {
  db: Kysely<DB>;
  config: Pick<Config, 'jwtSecret'>;
  sessions: SessionChecks;
}

/** What a login, a Kakao login or a refresh hands out. */
export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

type SessionMember = Pick<Member, 'id' | 'role' | 'nickname'>;

function accessTokenFor(deps: SessionDeps, member: SessionMember, familyId: string) {
  return signAccessToken(deps.config, {
    memberId: member.id,
    roles: grantedRoles(member.role),
    nickname: member.nickname,
    sessionId: familyId,
  });
}

/** Starts a refresh family for the member (a login) and signs its first access token. */
export async function startSession(
  deps: SessionDeps,
  member: SessionMember,
): Promise<IssuedSession> {
  const familyId = randomUUID();
  const refreshToken = newSecret();
  const refreshExpiresAt = new Date(Date.now() + REFRESH_LIFETIME_SECONDS * 1000);
  await deleteExpiredRefreshTokens(deps.db, member.id);
  await insertRefreshToken(deps.db, {
    member_id: member.id,
    family_id: familyId,
    token_hash: hashSecret(refreshToken),
    expires_at: refreshExpiresAt,
  });
  return {
    accessToken: await accessTokenFor(deps, member, familyId),
    refreshToken,
    refreshExpiresAt,
  };
}

const invalidRefresh = () => new AppError(401, 'LOGIN_REQUIRED', messages.auth.refreshInvalid);

type Rotation =
  | { kind: 'invalid' }
  | { kind: 'reused'; familyId: string; memberId: number }
  | { kind: 'rotated'; member: Member; familyId: string; refreshToken: string; expiresAt: Date };

/**
 * Exchanges a refresh token for its successor of the same family (same absolute expiry) and a
 * new access token. The same token presented again within the grace window gets the same
 * successor; later, it revokes the whole family (RFC 9700 reuse detection).
 * Throws 401 when the token is unknown, expired, revoked or reused; `onReuse` hears of reuse.
 */
export async function rotateSession(
  deps: SessionDeps & { accounts: Pick<MemberAccounts, 'byId'> },
  presented: string | undefined,
  onReuse: (info: { familyId: string; memberId: number }) => void = () => {},
): Promise<IssuedSession> {
  if (!presented) throw invalidRefresh();
  const successor = successorSecret(deps.config.jwtSecret, presented);
  const outcome = await deps.db.transaction().execute(async (trx): Promise<Rotation> => {
    const row = await lockRefreshToken(trx, hashSecret(presented));
    if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) {
      return { kind: 'invalid' };
    }
    const member = await deps.accounts.byId(trx, row.member_id);
    if (!member) return { kind: 'invalid' };
    const rotated = {
      kind: 'rotated' as const,
      member,
      familyId: row.family_id,
      refreshToken: successor,
      expiresAt: row.expires_at,
    };
    if (row.used_at) {
      const next = await lockRefreshToken(trx, hashSecret(successor));
      const withinGrace = Date.now() - row.used_at.getTime() <= REFRESH_GRACE_SECONDS * 1000;
      if (withinGrace && next && !next.revoked_at && !next.used_at) return rotated;
      deps.sessions.forget();
      await revokeFamily(trx, row.family_id);
      return { kind: 'reused', familyId: row.family_id, memberId: row.member_id };
    }
    await markRefreshTokenUsed(trx, row.id);
    await insertRefreshToken(trx, {
      member_id: member.id,
      family_id: row.family_id,
      token_hash: hashSecret(successor),
      expires_at: row.expires_at,
    });
    return rotated;
  });
  if (outcome.kind === 'reused') {
    deps.sessions.forget();
    onReuse(outcome);
  }
  if (outcome.kind !== 'rotated') throw invalidRefresh();
  return {
    accessToken: await accessTokenFor(deps, outcome.member, outcome.familyId),
    refreshToken: outcome.refreshToken,
    refreshExpiresAt: outcome.expiresAt,
  };
}

/** Revokes the family of the presented refresh token (logout); unknown tokens are ignored. */
export async function endSession(deps: SessionDeps, presented: string | undefined): Promise<void> {
  if (!presented) return;
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockRefreshToken(trx, hashSecret(presented));
    if (!row) return;
    deps.sessions.forget();
    await revokeFamily(trx, row.family_id);
  });
  deps.sessions.forget();
}

/**
 * Ends every session of the member, or every other one when `keepSessionId` is given. Inside a
 * transaction, call `sessions.forget()` again after it commits.
 */
export function revokeSessions(
  sessions: SessionChecks,
  db: Kysely<DB>,
  memberId: number,
  keepSessionId?: string,
): Promise<void> {
  sessions.forget();
  return revokeMemberFamilies(db, memberId, keepSessionId);
}
