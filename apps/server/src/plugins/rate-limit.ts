import { messages } from '@akkyeo/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { ReadBudgetConfig } from '../config';
import type { DB } from '../db/types';
import { AppError } from '../lib/app-error';
import type { ReadBudgetCounter } from './read-budget-counter';

export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  count: number;
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Fixed-window counters in the `rate_limit` table, so every instance shares them. */
export interface RateLimiter {
  /** Counts one hit on `key`; `allowed` is false once the window holds more than `limit`. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitHit>;
  /** The key's hits in its current window, without counting one. */
  peek(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
  /** Forgets the key (e.g. failed logins after a success). */
  reset(key: string): Promise<void>;
}

export interface RateLimitRule {
  /** Key prefix, e.g. `join:ip`. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** The part that identifies the caller; defaults to the client IP. */
  key?: (request: FastifyRequest) => string;
  reason?: ThrottleReason;
}

/**
 * A rule counting each signed-in member on its own (key `{name}:member:{memberId}`); for routes
 * behind `requireAuth` or `requireRole`.
 */
export function perMember(name: string, limit: number, windowSeconds: number): RateLimitRule {
  return {
    name: `${name}:member`,
    limit,
    windowSeconds,
    key: (request) => String(request.member?.id),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    /** A preHandler answering 429 RATE_LIMITED when the caller exceeds the rule. */
    rateLimit: (rule: RateLimitRule) => (request: FastifyRequest) => Promise<void>;
    /**
     * A preHandler counting a read against its budget a minute, per client address and, when
     * signed in, per member; `applies` picks the requests it counts (default: all).
     */
    readBudget: (
      kind: ReadBudgetKind,
      applies?: (request: FastifyRequest) => boolean,
    ) => (request: FastifyRequest) => Promise<void>;
  }
}

const CLEANUP_EVERY = 200;

export function createRateLimiter(db: Kysely<DB>): RateLimiter {
  let hits = 0;
  return {
    async hit(key, limit, windowSeconds) {
      if (++hits % CLEANUP_EVERY === 0) await deleteEndedWindows(db);
      const [row] = await addHits(db, [{ key, hits: 1, windowSeconds }]);
      const count = row?.count ?? 1;
      return {
        count,
        allowed: count <= limit,
        retryAfterSeconds: Math.max(1, row?.retry_after ?? windowSeconds),
      };
    },
    async peek(key) {
      const { rows } = await sql<{ count: number; retry_after: number }>`
        select count, ceil(extract(epoch from reset_at - now()))::int as retry_after
        from rate_limit where key = ${key} and reset_at > now()`.execute(db);
      const row = rows[0];
      return row
        ? { count: row.count, retryAfterSeconds: Math.max(1, row.retry_after) }
        : { count: 0, retryAfterSeconds: 0 };
    },
    async reset(key) {
      await db.deleteFrom('rate_limit').where('key', '=', key).execute();
    },
  };
}

/** Hits of one key to add to its window (a new window of `windowSeconds` when none is open). */
export interface HitBatch {
  key: string;
  hits: number;
  windowSeconds: number;
}

/** Deletes the `rate_limit` rows whose window is over. */
export async function deleteEndedWindows(db: Kysely<DB>): Promise<void> {
  await db
    .deleteFrom('rate_limit')
    .where('reset_at', '<', sql<Date>`now()`)
    .execute();
}

/** A key's window after hits were added: its count, its end (epoch ms) and the seconds to it. */
export interface HitWindow {
  key: string;
  count: number;
  reset_ms: number;
  retry_after: number;
}

/**
 * Adds each key's hits to its `rate_limit` window (a new window when none is open) in one
 * statement, answering each key's window.
 */
export async function addHits(db: Kysely<DB>, batch: HitBatch[]): Promise<HitWindow[]> {
  const { rows } = await sql<HitWindow>`
    insert into rate_limit (key, count, reset_at)
    select hit.key, hit.hits, now() + make_interval(secs => hit.seconds)
    from unnest(${batch.map((b) => b.key)}::text[], ${batch.map((b) => b.hits)}::int[],
      ${batch.map((b) => b.windowSeconds)}::int[]) as hit(key, hits, seconds)
    on conflict (key) do update set
      count = case when rate_limit.reset_at <= now() then excluded.count
                   else rate_limit.count + excluded.count end,
      reset_at = case when rate_limit.reset_at <= now() then excluded.reset_at
                      else rate_limit.reset_at end
    returning key, count, (extract(epoch from reset_at) * 1000)::float8 as reset_ms,
      ceil(extract(epoch from reset_at - now()))::int as retry_after`.execute(db);
  return rows;
}

export type ReadBudgetKind = keyof ReadBudgetConfig;

const READ_WINDOW_SECONDS = 60;
const READ_REASONS: Record<ReadBudgetKind, ThrottleReason> = {
  keywordPreviews: 'search',
  searches: 'search',
  lists: 'default',
};

/** A list read with a search term (`keyword`): counted as a search, not as a plain list read. */
export function isSearch(request: FastifyRequest): boolean {
  const { keyword } = request.query as { keyword?: unknown };
  return typeof keyword === 'string' && keyword.trim() !== '';
}

export type ThrottleReason = keyof typeof messages.protection.throttled;

/** The error of an exceeded limit: the seconds to wait (sent as Retry-After) and when to retry. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    reason: ThrottleReason = 'default',
    /** What was limited, in place of the reason's message (the retry time follows it). */
    limited: string = messages.protection.throttled[reason],
  ) {
    super(429, 'RATE_LIMITED', `${limited} ${messages.protection.retryIn(retryAfterSeconds)}`);
  }
}

/**
 * Decorates `app.rateLimiter`, `app.rateLimit(rule)` and `app.readBudget(kind)`; the error
 * handler adds Retry-After.
 */
export default fp<{
  limiter: RateLimiter;
  readCounter: ReadBudgetCounter;
  readBudgets: ReadBudgetConfig;
}>(
  (app, { limiter, readCounter, readBudgets }, done) => {
    const enforce = async (
      counter: Pick<RateLimiter, 'hit'>,
      key: string,
      limit: number,
      windowSeconds: number,
      reason?: ThrottleReason,
    ) => {
      const result = await counter.hit(key, limit, windowSeconds);
      if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds, reason);
    };
    app.decorate('rateLimiter', limiter);
    app.addHook('onClose', () => readCounter.close());
    app.decorate('rateLimit', (rule: RateLimitRule) => async (request: FastifyRequest) => {
      const who = rule.key ? rule.key(request) : request.ip;
      await enforce(limiter, `${rule.name}:${who}`, rule.limit, rule.windowSeconds, rule.reason);
    });
    app.decorate(
      'readBudget',
      (kind: ReadBudgetKind, applies?: (request: FastifyRequest) => boolean) =>
        async (request: FastifyRequest) => {
          if (applies && !applies(request)) return;
          const budget = readBudgets[kind];
          const reason = READ_REASONS[kind];
          await enforce(
            readCounter,
            `read:${kind}:ip:${request.ip}`,
            budget.address,
            READ_WINDOW_SECONDS,
            reason,
          );
          if (request.member) {
            const key = `read:${kind}:member:${request.member.id}`;
            await enforce(readCounter, key, budget.member, READ_WINDOW_SECONDS, reason);
          }
        },
    );
    done();
  },
  { name: 'rate-limit' },
);
