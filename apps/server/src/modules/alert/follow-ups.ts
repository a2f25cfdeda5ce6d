import { appPath, messages } from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { DealRepriced, DealsEnded } from '../../events/catalog';
import { insertJob } from '../../jobs/queries';
import type { NotifyInput } from '../notification/writers';
import type { AlertDeps, MatchReport } from './deps';
import { matchDeals } from './matching';
import { claimEndedNotices, selectFollowUpsOff } from './queries';
import {
  ALERT_DEAL_ENDED_QUEUE,
  ALERT_PRICE_DROP_QUEUE,
  type AlertDealEndedPayload,
  type AlertPriceDropPayload,
} from './queues';

/** A follow-up to each of a deal's bookmarkers who keep follow-ups on. */
async function followUps(
  deps: AlertDeps,
  dealId: number,
  notice: { type: 'PRICE_DROP' | 'DEAL_ENDED'; title: string; message: string },
): Promise<NotifyInput[]> {
  const bookmarkers = await deps.bookmarks.bookmarkersOf(dealId);
  const off = await selectFollowUpsOff(deps.db, bookmarkers);
  const link = appPath('feedViewPage', { id: dealId });
  return bookmarkers
    .filter((id) => !off.has(id))
    .map((recipientId) => ({ recipientId, actorId: null, ...notice, link, dealId }));
}

/**
 * Writes follow-ups in one transaction (a job run again after a failure repeats none); `keep`
 * picks, inside it, the notices of one deal still to send. How many were sent.
 */
async function sendFollowUps(
  deps: AlertDeps,
  notices: NotifyInput[],
  keep: (trx: Kysely<DB>, dealNotices: NotifyInput[]) => Promise<NotifyInput[]> = (_, n) =>
    Promise.resolve(n),
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    // notifyAll keeps one notice a member; each deal's follow-ups are written on their own.
    const byDeal = new Map<number | null | undefined, NotifyInput[]>();
    for (const notice of notices) {
      byDeal.set(notice.dealId, [...(byDeal.get(notice.dealId) ?? []), notice]);
    }
    let sent = 0;
    for (const group of byDeal.values()) {
      const kept = await keep(trx, group);
      await deps.notifications.notifyAll(trx, kept);
      sent += kept.length;
    }
    return sent;
  });
}

/** The 종료 notices of one deal to members not told of its end before (each is told once). */
async function firstEndedNotices(trx: Kysely<DB>, dealNotices: NotifyInput[]) {
  const [first] = dealNotices;
  if (!first?.dealId) return dealNotices;
  const told = await claimEndedNotices(
    trx,
    first.dealId,
    dealNotices.map((notice) => notice.recipientId),
  );
  return dealNotices.filter((notice) => told.has(notice.recipientId));
}

/** Queues the price-drop job of a deal whose price a manager lowered, in that transaction. */
export async function queuePriceDrop(
  deps: AlertDeps,
  trx: Kysely<DB>,
  event: DealRepriced,
): Promise<void> {
  if (event.to >= event.from) return;
  const payload: AlertPriceDropPayload = { dealId: event.dealId, from: event.from, to: event.to };
  await insertJob(trx, { queue: ALERT_PRICE_DROP_QUEUE, payload: { ...payload } });
}

/**
 * The `alert.price-drop` job: the deal is matched again (rules whose maximum price it now
 * meets alert their members; members already alerted of it are skipped), and members who
 * bookmarked it and keep follow-ups on are told the old and new price.
 */
export async function priceDropped(
  deps: AlertDeps,
  payload: AlertPriceDropPayload,
): Promise<MatchReport> {
  const report = await matchDeals(deps, {
    dealIds: [payload.dealId],
    authorId: null,
    fanoutDealId: null,
  });
  const deal = await deps.deals.find(payload.dealId);
  if (!deal || deal.ended_at) return report;
  await sendFollowUps(
    deps,
    await followUps(deps, payload.dealId, {
      type: 'PRICE_DROP',
      title: messages.alert.priceDropTitle,
      message: messages.alert.priceDropMessage(deal.name, payload.from, payload.to),
    }),
  );
  return report;
}

/** Queues the 종료 follow-up of deals that just ended, in the transaction that ended them. */
export async function queueEndedFollowUps(
  deps: AlertDeps,
  trx: Kysely<DB>,
  { dealIds }: DealsEnded,
): Promise<void> {
  if (dealIds.length === 0) return;
  const payload: AlertDealEndedPayload = { dealIds };
  await insertJob(trx, { queue: ALERT_DEAL_ENDED_QUEUE, payload: { ...payload } });
}

/**
 * The `alert.deal-ended` job: members who bookmarked a deal that is still ended and keep
 * follow-ups on are told it ended (a deal reopened meanwhile tells no one), each member once a
 * deal however often it ends. How many were told.
 */
export async function dealsEndedFollowUp(
  deps: AlertDeps,
  payload: AlertDealEndedPayload,
): Promise<number> {
  const notices: NotifyInput[] = [];
  for (const dealId of payload.dealIds) {
    const deal = await deps.deals.find(dealId);
    if (!deal?.ended_at) continue;
    notices.push(
      ...(await followUps(deps, dealId, {
        type: 'DEAL_ENDED',
        title: messages.alert.endedTitle,
        message: messages.alert.endedMessage(deal.name),
      })),
    );
  }
  return sendFollowUps(deps, notices, firstEndedNotices);
}
