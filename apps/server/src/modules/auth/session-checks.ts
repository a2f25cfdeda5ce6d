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

/** What this instance last read of each login session: the auth hook asks on every request. */
export interface SessionChecks {
  /** True while the login session (refresh family) has a token that is neither revoked nor expired. */
  isLive(sessionId: string): Promise<boolean>;
  /**
   * Forgets every cached check, so a revocation made by this process counts at once. Call it
   * when revoking and again after the revoking transaction commits.
   */
  forget(): void;
}

/** The session checks of one app, cached for SESSION_CHECK_TTL_MS. */
export function createSessionChecks(db: Kysely<DB>): SessionChecks {
  const checked = new Map<string, Entry>();
  let forgottenAt = 0;
  return {
    async isLive(sessionId) {
      const now = Date.now();
      const entry = checked.get(sessionId);
      if (entry && now - entry.at < SESSION_CHECK_TTL_MS && entry.at > forgottenAt) {
        return entry.live;
      }
      const startedAt = now;
      const live = await sessionIsLive(db, sessionId);
      if (startedAt > forgottenAt) {
        if (checked.size >= MAX_ENTRIES) checked.clear();
        checked.set(sessionId, { live, at: startedAt });
      }
      return live;
    },
    forget() {
      checked.clear();
      forgottenAt = Date.now();
    },
  };
}
