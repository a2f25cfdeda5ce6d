import { createHash, createHmac, createSecretKey } from 'node:crypto';
import { kstDayKey } from '@akkyeo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { addressPrefix } from '../../lib/address-prefix';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { StandingService } from '../member/standing';
import { deleteClicksBefore, insertClicks, type BuyClick } from './queries';

/** Clicks waiting beyond this many are dropped (and logged) rather than held in memory. */
const MAX_PENDING = 10_000;

/** Who clicked: a member by id, or a visitor by their address. */
export type Clicker = { memberId: number } | { ip: string };

export interface BuyClickDeps {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  /** The server secret; visitor hashes are keyed by a value derived from it. */
  secret: string;
  limiter: RateLimiter;
  /** Visitors' clicks counted an hour per address prefix (a hash of it is the limiter's key). */
  visitorClicksPerHour: number;
  /** Whose clicks count (docs/security.md). */
  standing: Pick<StandingService, 'of'>;
  now?: () => Date;
}

/**
 * Counts buy clicks without holding up the redirect: `record` only queues the click; the queue is
 * written in batches, one statement each (a second click of a deal by the same clicker on the same
 * day changes nothing), one batch after another, so a click recorded later is written no earlier
 * than one recorded before it. A member's click counts only when their votes count (standing). A
 * visitor is `v:` and an HMAC of the Korean day and their address prefix (/24 IPv4, /56 IPv6)
 * under a key derived from the server secret: one network counts once a deal a day, the raw
 * address is never stored, and the values of two days cannot be linked; a visitor's click weighs
 * half a member's in the score. Beyond `visitorClicksPerHour` from one prefix, clicks are not
 * counted. Rows of days before yesterday are deleted when the day changes (docs/security.md).
 */
export function createBuyClicks(deps: BuyClickDeps) {
  const now = deps.now ?? (() => new Date());
  const key = createSecretKey(
    createHash('sha256').update(`akkyeo-buy-visitor:${deps.secret}`).digest(),
  );
  /** A click, with the rate limiter's key of its address for a visitor's. */
  type Queued = { click: BuyClick; addressKey: string | null };
  let pending: Queued[] = [];
  let writing: Promise<void> | null = null;
  let prunedDay = '';

  const digest = (text: string) =>
    createHmac('sha256', key).update(text).digest().subarray(0, 16).toString('base64url');

  function queued(dealId: number, clicker: Clicker, day: string): Queued {
    if ('memberId' in clicker) {
      return {
        click: { deal_id: dealId, day, visitor: `m:${clicker.memberId}` },
        addressKey: null,
      };
    }
    const prefix = addressPrefix(clicker.ip);
    return {
      click: { deal_id: dealId, day, visitor: `v:${digest(`${day}\n${prefix}`)}` },
      addressKey: `buy-click:prefix:${digest(`prefix\n${prefix}`)}`,
    };
  }

  /** The batch's clicks that count: members' whose votes count, visitors' their prefix may still count this hour. */
  async function allowed(batch: Queued[]): Promise<BuyClick[]> {
    const memberIds = batch.flatMap(({ addressKey, click }) =>
      addressKey ? [] : [Number(click.visitor.slice(2))],
    );
    const standing = await deps.standing.of(memberIds);
    const clicks: BuyClick[] = [];
    for (const { click, addressKey } of batch) {
      const counts = addressKey
        ? (await deps.limiter.hit(addressKey, deps.visitorClicksPerHour, 3_600)).allowed
        : standing.get(Number(click.visitor.slice(2)))?.votes === true;
      if (counts) clicks.push(click);
    }
    return clicks;
  }

  async function writeBatch(batch: Queued[]): Promise<void> {
    try {
      const day = batch[batch.length - 1]!.click.day;
      if (day !== prunedDay) {
        const yesterday = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
        await deleteClicksBefore(deps.db, yesterday);
        prunedDay = day;
      }
      await insertClicks(deps.db, await allowed(batch));
    } catch (error) {
      deps.log.warn({ err: error, clicks: batch.length }, 'buy clicks not recorded');
    }
  }

  async function drain(): Promise<void> {
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      await writeBatch(batch);
    }
    writing = null;
  }

  return {
    /** Queues one click of a deal; returns at once. */
    record(dealId: number, clicker: Clicker): void {
      if (pending.length >= MAX_PENDING) {
        deps.log.warn({ dealId }, 'buy click dropped: too many waiting');
        return;
      }
      pending.push(queued(dealId, clicker, kstDayKey(now())));
      writing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drain);
    },
    /** Resolves once every click queued so far is written (the app's close waits for it). */
    settled: (): Promise<void> => writing ?? Promise.resolve(),
  };
}

export type BuyClicks = ReturnType<typeof createBuyClicks>;
