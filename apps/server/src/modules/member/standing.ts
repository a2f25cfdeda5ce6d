import { DAY_MS } from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { StandingConfig } from '../../config';
import type { DB } from '../../db/types';
import { selectStandingRows } from './queries';

/** Votes need an account at least this old, whatever the configured standing says. */
const VOTE_MIN_ACCOUNT_AGE_DAYS = 1;

/** A member's standing now (docs/security.md). */
export interface Standing {
  /** Their 종료됐어요 reports count toward ending a deal. */
  hasStanding: boolean;
  /** Their likes, bookmarks and buy clicks count toward the 인기 score. */
  votes: boolean;
  accountCreatedAt: Date;
  /** Kept posts plus comments. */
  contributions: number;
}

export interface StandingDeps {
  db: Kysely<DB>;
  rules: StandingConfig;
  now?: () => Date;
}

/**
 * Judges members' standing: an account at least `minAccountAgeDays` old with at least
 * `minContributions` kept posts and comments. Votes also need an account a day old, so accounts
 * made for a new deal never move its ranking. Read from the member rows each time (no cache).
 */
export function createStanding(deps: StandingDeps) {
  const now = deps.now ?? (() => new Date());
  const judge = (row: { created_at: Date; contributions: number }, at: number): Standing => {
    const ageDays = (at - row.created_at.getTime()) / DAY_MS;
    const wrote = row.contributions >= deps.rules.minContributions;
    const hasStanding = wrote && ageDays >= deps.rules.minAccountAgeDays;
    return {
      hasStanding,
      votes: hasStanding && ageDays >= VOTE_MIN_ACCOUNT_AGE_DAYS,
      accountCreatedAt: row.created_at,
      contributions: row.contributions,
    };
  };
  /** Standing of members, by id (missing members left out); `db` may be a transaction. */
  async function of(memberIds: readonly number[], db = deps.db): Promise<Map<number, Standing>> {
    const at = now().getTime();
    const rows = await selectStandingRows(db, [...new Set(memberIds)]);
    return new Map(rows.map((row) => [row.id, judge(row, at)]));
  }
  return {
    of,
    /** One member's standing; none (no standing) when they do not exist. */
    one: async (memberId: number, db = deps.db): Promise<Standing | undefined> =>
      (await of([memberId], db)).get(memberId),
  };
}

export type StandingService = ReturnType<typeof createStanding>;
