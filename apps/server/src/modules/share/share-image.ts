import { createHash } from 'node:crypto';
import { messages, priceVerdictOf, type PriceHistory } from '@akkyeo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { DomainEvents } from '../../events/bus';
import type { DealsChanged } from '../../events/catalog';
import { insertJob, insertJobs } from '../../jobs/queries';
import { openDealsWithoutShareImage } from '../../db/reads/share-images';
import { AppError } from '../../lib/app-error';
import { runImageJob } from '../../lib/image-slots';
import type { Storage } from '../../lib/storage';
import type { DealCardRow } from '../feed/queries';
import type { FeedService } from '../feed/service';
import { drawShareImage, SHARE_IMAGE_TYPE, type ShareCard } from './draw';
import { selectShareImage, upsertShareImage } from './queries';
import {
  SHARE_BACKFILL_QUEUE,
  SHARE_IMAGE_QUEUE,
  type ShareBackfillPayload,
  type ShareImagePayload,
} from './queues';
import { kstDayKey } from '@akkyeo/contracts';

export interface ShareDeps {
  db: Kysely<DB>;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Tells of deals whose card changed (`deals.changed`), in the writing transaction. */
  events: DomainEvents;
  /** The feed's deals: what a card shows (read, and locked to swap the image), prices, pictures. */
  deals: Pick<FeedService, 'card' | 'lockCard' | 'priceHistory' | 'picture'>;
}

/** Share images are stored under this key prefix, as `share/<deal id>-<hash of the bytes>.jpg`. */
export const SHARE_IMAGE_PREFIX = 'share';
/** Tries of a job: a picture that cannot be read is tried again, and left out on the last try. */
const MAX_ATTEMPTS = 3;
/** Raised when the drawing changes, so that a card drawn the old way counts as changed. */
const DRAWING_VERSION = 1;

/** What became of a `share.image` job. */
export type ShareImageOutcome =
  /** A new image is the deal's (the one it replaces deleted). */
  | 'drawn'
  /** The deal's image already shows its card. */
  | 'unchanged'
  /** The deal changed while its image was drawn: the job of that change draws it. */
  | 'superseded'
  /** The deal no longer exists. */
  | 'missing';

/** Queues a `share.image` job a deal in the writing transaction `trx` (runs after it commits). */
export async function queueShareImages(
  _deps: ShareDeps,
  trx: Kysely<DB>,
  { dealIds }: DealsChanged,
): Promise<void> {
  const jobs = [...new Set(dealIds)].map((dealId) => {
    const payload: ShareImagePayload = { dealId };
    return { queue: SHARE_IMAGE_QUEUE, payload: { ...payload }, maxAttempts: MAX_ATTEMPTS };
  });
  await insertJobs(trx, jobs);
}

/**
 * Deals a backfill batch queues, and the pause before the next batch (and before the first, after
 * a start): small batches, so that jobs queued meanwhile (an alert, a push) wait seconds at most
 * behind them.
 */
const BACKFILL_BATCH = 20;
const BACKFILL_PAUSE_MS = 30_000;

/**
 * Queues the day's backfill (once a KST day across instances): open deals without a share image,
 * such as those written before share images existed, get their job a batch at a time.
 */
export async function startShareBackfill(deps: ShareDeps, now = new Date()): Promise<void> {
  const payload: ShareBackfillPayload = { beforeId: null };
  await insertJob(deps.db, {
    queue: SHARE_BACKFILL_QUEUE,
    payload: { ...payload },
    uniqueKey: `share-backfill:${kstDayKey(now)}`,
    runAt: new Date(now.getTime() + BACKFILL_PAUSE_MS),
  });
}

/**
 * One backfill batch: a `share.image` job for each deal, spread over the pause so that other jobs
 * are not held behind the batch, then the next batch after the pause.
 */
export async function backfillShareImages(
  deps: ShareDeps,
  payload: ShareBackfillPayload,
): Promise<number> {
  const ids = await openDealsWithoutShareImage(deps.db, payload.beforeId, BACKFILL_BATCH);
  const start = Date.now();
  const spacing = BACKFILL_PAUSE_MS / BACKFILL_BATCH;
  await deps.db.transaction().execute(async (trx) => {
    // Spread over the pause: a job queued meanwhile (due now) goes before the later ones.
    await insertJobs(
      trx,
      ids.map((dealId, i) => {
        const image: ShareImagePayload = { dealId };
        return {
          queue: SHARE_IMAGE_QUEUE,
          payload: { ...image },
          maxAttempts: MAX_ATTEMPTS,
          runAt: new Date(start + i * spacing),
        };
      }),
    );
    const last = ids.at(-1);
    if (ids.length === BACKFILL_BATCH && last !== undefined) {
      const next: ShareBackfillPayload = { beforeId: last };
      await insertJob(trx, {
        queue: SHARE_BACKFILL_QUEUE,
        payload: { ...next },
        runAt: new Date(Date.now() + BACKFILL_PAUSE_MS),
      });
    }
  });
  return ids.length;
}

/** The share image's line for the price: 역대최저, or 평소보다 N% 저렴; null for any other verdict. */
export function verdictLine(history: PriceHistory): string | null {
  const verdict = priceVerdictOf(history);
  if (verdict?.kind === 'lowest') return messages.priceHistory.lowestBadge;
  if (verdict?.kind === 'cheaper') return messages.priceHistory.cheaper(verdict.percent);
  return null;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The hash of what an image shows: its card, the picture it was drawn with, the drawing. */
const showsOf = (card: ShareCard, picture: string | null) =>
  sha256(JSON.stringify({ drawing: DRAWING_VERSION, ...card, picture }));

/** The same card: the fields a share image draws (its verdict aside, read from the prices). */
const sameCard = (a: DealCardRow, b: DealCardRow) =>
  a.name === b.name &&
  a.price === b.price &&
  a.market === b.market &&
  a.img_link === b.img_link &&
  (a.ended_at === null) === (b.ended_at === null);

/** The card of a deal as read; undefined when the deal went meanwhile. */
async function shareCardOf(
  deps: ShareDeps,
  dealId: number,
  deal: DealCardRow,
): Promise<ShareCard | undefined> {
  const ended = deal.ended_at !== null;
  let verdict: string | null = null;
  if (!ended) {
    try {
      verdict = verdictLine(await deps.deals.priceHistory(dealId));
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    }
  }
  return { name: deal.name, price: deal.price, market: deal.market, verdict, ended };
}

/** The deal's picture; on the job's last try, null when it cannot be read (drawn without it). */
async function pictureOf(
  deps: ShareDeps,
  location: string,
  lastAttempt: boolean,
): Promise<Buffer | null> {
  try {
    return await deps.deals.picture(location);
  } catch (error) {
    if (!lastAttempt) throw error;
    deps.log.warn({ err: error, location }, 'share image drawn without the deal picture');
    return null;
  }
}

async function deleteFile(deps: ShareDeps, key: string): Promise<void> {
  try {
    await deps.storage.delete(key);
  } catch (error) {
    deps.log.warn({ err: error, key }, 'share image file not deleted');
  }
}

/**
 * The `share.image` job: draws the deal's share image from its card as it is now (outside any
 * request), stores it under a name holding the hash of its bytes, and makes it the deal's in a
 * transaction that holds the deal row, so that of two jobs racing the one that read the deal as it
 * is wins; the image it replaces is deleted after that commits. Nothing is drawn when the deal's
 * image already shows its card (a write told of twice, a reopen of an open deal).
 */
export async function drawDealShareImage(
  deps: ShareDeps,
  { dealId }: ShareImagePayload,
  lastAttempt: boolean,
): Promise<ShareImageOutcome> {
  const deal = await deps.deals.card(dealId);
  const card = deal && (await shareCardOf(deps, dealId, deal));
  if (!deal || !card) return 'missing';
  const current = await selectShareImage(deps.db, dealId);
  let shows = showsOf(card, deal.img_link);
  if (current?.shows === shows) return 'unchanged';
  const picture = deal.img_link ? await pictureOf(deps, deal.img_link, lastAttempt) : null;
  if (deal.img_link && !picture) {
    shows = showsOf(card, null);
    if (current?.shows === shows) return 'unchanged';
  }

  const data = await runImageJob(() => drawShareImage(card, picture));
  const { extension, contentType } = SHARE_IMAGE_TYPE;
  const key = `${SHARE_IMAGE_PREFIX}/${dealId}-${sha256(data).slice(0, 24)}.${extension}`;
  await deps.storage.put(key, data, contentType);
  const swap = await deps.db.transaction().execute(async (trx) => {
    const now = await deps.deals.lockCard(trx, dealId);
    const stored = await selectShareImage(trx, dealId);
    if (!now || !sameCard(now, deal)) return { superseded: true, stored: stored?.image_key };
    await upsertShareImage(trx, dealId, { image_key: key, shows });
    return { superseded: false, stored: stored?.image_key };
  });
  if (swap.superseded) {
    if (swap.stored !== key) await deleteFile(deps, key);
    return 'superseded';
  }
  if (swap.stored && swap.stored !== key) await deleteFile(deps, swap.stored);
  return 'drawn';
}
