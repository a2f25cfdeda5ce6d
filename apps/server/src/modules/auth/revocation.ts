import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { sessionIsLive } from './queries';

/** How long an instance trusts what it last read of a session; other instances' revocations wait this long at most. */
export const SESSION_CHECK_TTL_MS = 2_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  live: boolean;
  at: number;
}

const checked = new Map<string, Entry>();
let forgottenAt = 0;

/**
 * Forgets every cached session check, so a revocation made by this process counts at once.
 * Call it when revoking and again after the revoking transaction commits.
 */
export function forgetSessionChecks(): void {
  checked.clear();
  forgottenAt = Date.now();
}

/** True while the login session (refresh family) has a token that is neither revoked nor expired. */
export async function isSessionLive(db: Kysely<DB>, sessionId: string): Promise<boolean> {
  const now = Date.now();
  const entry = checked.get(sessionId);
  if (entry && now - entry.at < SESSION_CHECK_TTL_MS && entry.at > forgottenAt) return entry.live;
  const startedAt = now;
  const live = await sessionIsLive(db, sessionId);
  if (startedAt > forgottenAt) {
    if (checked.size >= MAX_ENTRIES) checked.clear();
    checked.set(sessionId, { live, at: startedAt });
  }
  return live;
}
