import { appPath, commentElementId, messages, type NotificationType } from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type {
  CommentCreated,
  DealPosted,
  DealRenamed,
  DealsImported,
  TipReviewed,
} from '../../events/catalog';
import type { DomainEvents } from '../../events/bus';
import { selectBoardAuthor } from '../board/queries';
import { selectCommentAuthors } from '../comment/queries';
import { selectDealsByExternalId } from '../feed/queries';
import {
  queueMemberPushes,
  queueNewDealFanout,
  queueNotificationPushes,
  type PushDeliveryPayload,
} from '../push/queue';
import {
  deleteNewDealNotificationsOf,
  insertNewDealNotifications,
  insertNotifications,
  renameDealInNotifications,
  selectNotifiedMembers,
  type NewNotification,
} from './queries';

/**
 * The notifications other modules' writes cause, each written in the write's own transaction
 * `trx` (from a domain event or a direct call), so that a notification exists exactly when its
 * event does; its web pushes are queued in the same transaction.
 */
export interface NotificationWriterDeps {
  /** Announces new deals (`deals.announced`) once their notifications are written. */
  events: DomainEvents;
  /** Of these members, those who blocked the actor: their comment and reply notices are not written. */
  blockersOf: (trx: Kysely<DB>, actorId: number, memberIds: number[]) => Promise<Set<number>>;
}

/** One notification to one member, caused by `actorId` (no notification to yourself). */
export interface NotifyInput {
  recipientId: number;
  actorId: number | null;
  type: NotificationType;
  title: string;
  message: string;
  link: string | null;
  dealId?: number | null;
}

/** One member's keyword alert about one deal; `push` false holds its push (quiet hours). */
export interface DealAlert {
  memberId: number;
  title: string;
  message: string;
  push: boolean;
}

/** A new deal (or the first of an import's) as its notification tells of it. */
interface Announcement {
  dealId: number;
  authorId: number | null;
  name: string;
  price: number;
  /** Other deals that arrived with it (one import): one notification tells of all, linking the feed. */
  others: number;
}

/** How much of a comment a notification quotes. */
const EXCERPT_LENGTH = 60;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH)}…` : flat;
}

/** Drops notices to the actor and repeats to one member (the first one wins), then writes them. */
export async function notifyAll(
  _deps: NotificationWriterDeps,
  trx: Kysely<DB>,
  notices: NotifyInput[],
): Promise<void> {
  const seen = new Set<number>();
  const rows: NewNotification[] = [];
  for (const notice of notices) {
    if (notice.recipientId === notice.actorId || seen.has(notice.recipientId)) continue;
    seen.add(notice.recipientId);
    rows.push({
      member_id: notice.recipientId,
      type: notice.type,
      title: notice.title,
      message: notice.message,
      link: notice.link,
      deal_id: notice.dealId ?? null,
      actor_id: notice.actorId,
    });
  }
  const inserted = await insertNotifications(trx, rows);
  await queueNotificationPushes(trx, { notificationIds: inserted.map((row) => row.id) });
}

/** A comment on a member's board post, a reply to a member's comment (deal or board). */
export async function notifyComment(
  deps: NotificationWriterDeps,
  trx: Kysely<DB>,
  event: CommentCreated,
): Promise<void> {
  const path = appPath(event.target === 'deal' ? 'feedViewPage' : 'boardViewPage', {
    id: event.targetId,
  });
  const link = `${path}?type=${commentElementId(event.commentId)}`;
  const message = messages.notification.commentMessage(event.actorNickname, excerpt(event.content));
  const replied = [event.repliedToId, event.parentId].filter((id): id is number => id !== null);
  const authors = await selectCommentAuthors(trx, event.target, [...new Set(replied)]);
  const replyType: NotificationType =
    event.target === 'deal' ? 'DEAL_COMMENT_REPLY' : 'BOARD_COMMENT_REPLY';

  const notices: NotifyInput[] = [];
  for (const id of replied) {
    const recipientId = authors.get(id);
    if (recipientId === undefined) continue;
    notices.push({
      recipientId,
      actorId: event.actorId,
      type: replyType,
      title: messages.notification.replyTitle,
      message,
      link,
    });
  }
  if (event.target === 'board') {
    const boardAuthor = await selectBoardAuthor(trx, event.targetId);
    if (boardAuthor !== undefined) {
      notices.push({
        recipientId: boardAuthor,
        actorId: event.actorId,
        type: 'BOARD_COMMENT',
        title: messages.notification.boardCommentTitle,
        message,
        link,
      });
    }
  }
  const blockers = await deps.blockersOf(
    trx,
    event.actorId,
    notices.map((notice) => notice.recipientId),
  );
  await notifyAll(
    deps,
    trx,
    notices.filter((notice) => !blockers.has(notice.recipientId)),
  );
}

/**
 * Writes the new-deal notifications of every member who opted in (but the author) in one
 * INSERT … SELECT, then announces the deals (`deals.announced`), whose handler owns the push
 * fan-out; with no handler the fan-out is queued at once.
 */
async function announceNewDeals(
  deps: NotificationWriterDeps,
  trx: Kysely<DB>,
  deal: Announcement,
  dealIds: number[],
): Promise<void> {
  const written = await insertNewDealNotifications(trx, {
    type: 'NEW_DEAL',
    title: messages.notification.newDealTitle,
    message:
      deal.others > 0
        ? messages.notification.newDealsMessage(deal.name, deal.price, deal.others)
        : messages.notification.newDealMessage(deal.name, deal.price),
    link: appPath(deal.others > 0 ? 'main' : 'feedViewPage', { id: deal.dealId }),
    deal_id: deal.dealId,
    authorId: deal.authorId,
  });
  const fanoutDealId = written > 0 ? deal.dealId : null;
  const announced = { dealIds, authorId: deal.authorId, fanoutDealId };
  const handled = await deps.events.emit(trx, 'deals.announced', announced);
  if (!handled && fanoutDealId !== null) await queueNewDealFanout(trx, fanoutDealId);
}

/** A manager's new deal: every member who opted in (but the author) hears of it. */
export async function notifyNewDeal(
  deps: NotificationWriterDeps,
  trx: Kysely<DB>,
  event: DealPosted,
): Promise<void> {
  await announceNewDeals(deps, trx, { ...event, others: 0 }, [event.dealId]);
}

/** A partner import's new deals: one notification per member for the whole batch. */
export async function notifyImportedDeals(
  deps: NotificationWriterDeps,
  trx: Kysely<DB>,
  event: DealsImported,
): Promise<void> {
  const rows = await selectDealsByExternalId(trx, event.deals);
  const [first] = rows;
  if (!first) return;
  await announceNewDeals(
    deps,
    trx,
    {
      dealId: first.id,
      authorId: null,
      name: first.name,
      price: first.price,
      others: rows.length - 1,
    },
    rows.map((row) => row.id),
  );
}

/**
 * A manager renamed a deal: its new-deal notifications say the new name, in the rename's
 * transaction (notifications are read far more often than deals are renamed).
 */
export async function renameDeal(
  _deps: NotificationWriterDeps,
  trx: Kysely<DB>,
  event: DealRenamed,
): Promise<void> {
  await renameDealInNotifications(trx, event.dealId, event);
}

/** Queues the push fan-out of a deal's new-deal notifications (the `deals.announced` handler's turn). */
export function queueNewDealPushes(
  _deps: NotificationWriterDeps,
  trx: Kysely<DB>,
  dealId: number,
): Promise<void> {
  return queueNewDealFanout(trx, dealId);
}

/**
 * Keyword alerts about one deal, one a member: replaces the member's new-deal notification of
 * that deal, skips members already alerted of it (a job run again), queues the pushes of those
 * not held. Returns the notifications written.
 */
export async function notifyDealAlerts(
  _deps: NotificationWriterDeps,
  trx: Kysely<DB>,
  dealId: number,
  alerts: DealAlert[],
): Promise<{ id: number; member_id: number }[]> {
  const memberIds = alerts.map((alert) => alert.memberId);
  const done = await selectNotifiedMembers(trx, dealId, 'KEYWORD_ALERT', memberIds);
  const fresh = alerts.filter((alert) => !done.has(alert.memberId));
  await deleteNewDealNotificationsOf(
    trx,
    dealId,
    fresh.map((alert) => alert.memberId),
  );
  const inserted = await insertNotifications(
    trx,
    fresh.map((alert) => ({
      member_id: alert.memberId,
      type: 'KEYWORD_ALERT',
      title: alert.title,
      message: alert.message,
      link: appPath('feedViewPage', { id: dealId }),
      deal_id: dealId,
    })),
  );
  const pushed = new Set(fresh.filter((alert) => alert.push).map((alert) => alert.memberId));
  await queueNotificationPushes(trx, {
    notificationIds: inserted.filter((row) => pushed.has(row.member_id)).map((row) => row.id),
  });
  return inserted;
}

/** One push to each of a member's subscriptions that no notification of its own stands for. */
export function pushToMember(
  _deps: NotificationWriterDeps,
  trx: Kysely<DB>,
  memberId: number,
  push: Omit<PushDeliveryPayload, 'subscriptionId'> & { key: string },
): Promise<number> {
  return queueMemberPushes(trx, memberId, push);
}

/** A member's 제보 was decided: published (a link to its deal), linked, or rejected with the reason. */
export async function notifyTipReviewed(
  deps: NotificationWriterDeps,
  trx: Kysely<DB>,
  event: TipReviewed,
): Promise<void> {
  const notices: Record<TipReviewed['outcome'], Pick<NotifyInput, 'type' | 'title' | 'message'>> = {
    PUBLISHED: {
      type: 'TIP_PUBLISHED',
      title: messages.tip.publishedTitle,
      message: messages.tip.publishedMessage(event.name),
    },
    LINKED: {
      type: 'TIP_LINKED',
      title: messages.tip.linkedTitle,
      message: messages.tip.linkedMessage(event.name),
    },
    REJECTED: {
      type: 'TIP_REJECTED',
      title: messages.tip.rejectedTitle,
      message: messages.tip.rejectedMessage(event.name, event.reason ?? ''),
    },
  };
  await notifyAll(deps, trx, [
    {
      recipientId: event.finderId,
      actorId: null,
      ...notices[event.outcome],
      link:
        event.dealId === null
          ? appPath('myTipsPage')
          : appPath('feedViewPage', { id: event.dealId }),
      dealId: event.dealId,
    },
  ]);
}
