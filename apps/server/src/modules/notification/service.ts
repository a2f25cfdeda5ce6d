import {
  appPath,
  commentElementId,
  messages,
  type NotificationDeal,
  type NotificationDetail,
  type NotificationItem,
  type NotificationListResponse,
  type NotificationSettings,
  type NotificationType,
  type PageQuery,
  type UnreadCount,
} from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB, NewDeal } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { toCdnUrl } from '../../lib/cdn-url';
import type { CursorCodec } from '../../lib/cursor';
import { isTimeIdKey, listWindow, toListPage } from '../../lib/list-page';
import { selectBoardAuthor } from '../board/queries';
import { selectCommentAuthors } from '../comment/queries';
import type { CommentEvent } from '../comment/service';
import { selectDealsByExternalId, type DealDetailRow } from '../feed/queries';
import type { FeedService, NewDealEvent } from '../feed/service';
import {
  queueMemberPushes,
  queueNewDealFanout,
  queueNotificationPushes,
  type PushDeliveryPayload,
} from '../push/queue';
import type { MemberSettings } from '../member/service';
import {
  countUnread,
  deleteNewDealNotificationsOf,
  insertNewDealNotifications,
  insertNotifications,
  markAllRead,
  markRead,
  renameDealInNotifications,
  selectNotifiedMembers,
  selectNotification,
  selectNotificationPage,
  type NewNotification,
  type NotificationRow,
} from './queries';

export interface NotificationDeps {
  db: Kysely<DB>;
  cdnBaseUrl: string;
  cursors: CursorCodec;
  /** Reads the deal a notification points to. */
  deals: Pick<FeedService, 'find'>;
  /**
   * Hands new deals on (keyword alerts) in the posting transaction. The receiver then owns the
   * push fan-out of the new-deal notifications (`queueNewDealPushes`), so that members a keyword
   * alert tells are not pushed the new-deal notice first. Without it the fan-out is queued at once.
   */
  newDeals?: (trx: Kysely<DB>, posted: PostedDeals) => Promise<void>;
  /** Of these members, those who blocked the actor: their comment and reply notices are not written. */
  blockersOf: (trx: Kysely<DB>, actorId: number, memberIds: number[]) => Promise<Set<number>>;
  /** The member's 새 핫딜 알림 받기 setting (the member service). */
  memberSettings: MemberSettings;
}

/** Deals one write posted, as handed to `newDeals`. */
export interface PostedDeals {
  dealIds: number[];
  /** The manager who posted them; null for an import. */
  authorId: number | null;
  /** The deal whose new-deal notifications wait for their push fan-out; null when none were written. */
  fanoutDealId: number | null;
}

/** One member's keyword alert about one deal; `push` false holds its push (quiet hours). */
export interface DealAlert {
  memberId: number;
  title: string;
  message: string;
  push: boolean;
}

/** How much of a comment a notification quotes. */
const EXCERPT_LENGTH = 60;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH)}…` : flat;
}

function toItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    memberId: row.member_id,
    type: row.type,
    title: row.title,
    message: row.message,
    link: row.link,
    isRead: row.read_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

function toDeal(row: DealDetailRow, cdnBaseUrl: string): NotificationDeal {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    discountRate: null,
    perceived_price: row.price,
    market: row.market,
    imgLink: toCdnUrl(cdnBaseUrl, row.img_link),
    link: row.converted_url ?? row.link,
    createdDatetime: row.created_at.toISOString(),
    product: row.link,
    discountInfo: null,
    isGoldBox: row.source === 'COUPANG_GOLD_BOX',
    isFreeShipping: row.is_free_shipping,
    is_feed: true,
    content: row.content,
  };
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

/** Deals an import just inserted, as it inserted them. */
export type ImportedDeal = Pick<NewDeal, 'source' | 'external_id'>;

/**
 * The caller's notifications (list, one, read state, the bell's count, the settings), and the
 * writers other modules call inside their own transactions, so that a notification exists
 * exactly when its event does; its web pushes are queued in the same transaction.
 */
export function createNotificationService(deps: NotificationDeps) {
  const { db } = deps;
  const service = {
    async list(memberId: number, query: PageQuery): Promise<NotificationListResponse> {
      const paging = { list: 'notification', cursors: deps.cursors, valid: isTimeIdKey };
      const rows = await selectNotificationPage(db, memberId, listWindow(query, paging));
      const page = toListPage(rows, query, paging, (row) => [row.sort_at, row.id] as const);
      return { content: page.rows.map(toItem), page: page.page };
    },

    async detail(memberId: number, id: number): Promise<NotificationDetail> {
      const row = await selectNotification(db, memberId, id);
      if (!row) throw new AppError(404, 'NOT_FOUND', messages.notification.notFound);
      const deal = row.deal_id === null ? undefined : await deps.deals.find(row.deal_id);
      return { ...toItem(row), deal: deal ? toDeal(deal, deps.cdnBaseUrl) : null };
    },

    async markRead(memberId: number, id: number): Promise<UnreadCount> {
      if (!(await markRead(db, memberId, id))) {
        throw new AppError(404, 'NOT_FOUND', messages.notification.notFound);
      }
      return { unreadCount: await countUnread(db, memberId) };
    },

    async markAllRead(memberId: number): Promise<UnreadCount> {
      await markAllRead(db, memberId);
      return { unreadCount: 0 };
    },

    async unreadCount(memberId: number): Promise<UnreadCount> {
      return { unreadCount: await countUnread(db, memberId) };
    },

    async settings(memberId: number): Promise<NotificationSettings> {
      return { notifyNewDeals: await deps.memberSettings.settingOf(memberId, 'notify_new_deals') };
    },

    async updateSettings(
      memberId: number,
      settings: NotificationSettings,
    ): Promise<NotificationSettings> {
      await deps.memberSettings.changeSetting(
        memberId,
        'notify_new_deals',
        settings.notifyNewDeals,
      );
      return settings;
    },

    /** Notifications in one statement; none to the actor, one a member (the first wins). */
    notifyAll: (trx: Kysely<DB>, inputs: NotifyInput[]) => notifyMany(trx, inputs),

    /** A comment on a member's board post, a reply to a member's comment (deal or board). */
    async notifyComment(trx: Kysely<DB>, event: CommentEvent): Promise<void> {
      const path = appPath(event.target === 'deal' ? 'feedViewPage' : 'boardViewPage', {
        id: event.targetId,
      });
      const link = `${path}?type=${commentElementId(event.commentId)}`;
      const message = messages.notification.commentMessage(
        event.actorNickname,
        excerpt(event.content),
      );
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
      await notifyMany(
        trx,
        notices.filter((notice) => !blockers.has(notice.recipientId)),
      );
    },

    /** Every member who opted in (but the author) hears of a new deal: one INSERT … SELECT. */
    async notifyNewDeal(trx: Kysely<DB>, event: NewDealEvent): Promise<void> {
      await announceNewDeals(trx, event, [event.dealId]);
    },

    /**
     * A manager renamed a deal: its new-deal notifications say the new name, in the rename's
     * transaction (notifications are read far more often than deals are renamed).
     */
    async renameDeal(trx: Kysely<DB>, dealId: number, names: { from: string; to: string }) {
      if (names.from !== names.to) await renameDealInNotifications(trx, dealId, names);
    },

    /** A partner import's new deals: one notification per member for the whole batch. */
    async notifyImportedDeals(trx: Kysely<DB>, deals: ImportedDeal[]): Promise<void> {
      const rows = await selectDealsByExternalId(trx, deals);
      const [first] = rows;
      if (!first) return;
      const event = {
        dealId: first.id,
        authorId: null,
        name: first.name,
        price: first.price,
        others: rows.length - 1,
      };
      await announceNewDeals(
        trx,
        event,
        rows.map((row) => row.id),
      );
    },

    /** Queues the push fan-out of a deal's new-deal notifications (the `newDeals` receiver's turn). */
    queueNewDealPushes: (trx: Kysely<DB>, dealId: number) => queueNewDealFanout(trx, dealId),

    /**
     * Keyword alerts about one deal, one a member: replaces the member's new-deal notification of
     * that deal, skips members already alerted of it (a job run again), queues the pushes of
     * those not held. Returns the notifications written.
     */
    async notifyDealAlerts(
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
    },

    /** One push to each of a member's subscriptions that no notification of its own stands for. */
    pushToMember: (
      trx: Kysely<DB>,
      memberId: number,
      push: Omit<PushDeliveryPayload, 'subscriptionId'> & { key: string },
    ) => queueMemberPushes(trx, memberId, push),
  };

  /** Writes the new-deal notifications, then hands the deals on or queues their fan-out. */
  async function announceNewDeals(
    trx: Kysely<DB>,
    event: NewDealEvent,
    dealIds: number[],
  ): Promise<void> {
    const others = event.others ?? 0;
    const written = await insertNewDealNotifications(trx, {
      type: 'NEW_DEAL',
      title: messages.notification.newDealTitle,
      message:
        others > 0
          ? messages.notification.newDealsMessage(event.name, event.price, others)
          : messages.notification.newDealMessage(event.name, event.price),
      link: appPath(others > 0 ? 'main' : 'feedViewPage', { id: event.dealId }),
      deal_id: event.dealId,
      authorId: event.authorId,
    });
    const fanoutDealId = written > 0 ? event.dealId : null;
    if (deps.newDeals) {
      await deps.newDeals(trx, { dealIds, authorId: event.authorId, fanoutDealId });
    } else if (fanoutDealId !== null) {
      await queueNewDealFanout(trx, fanoutDealId);
    }
  }
  return service;
}

export type NotificationService = ReturnType<typeof createNotificationService>;

/** Drops notices to the actor and repeats to one member (the first one wins), then writes them. */
async function notifyMany(trx: Kysely<DB>, notices: NotifyInput[]): Promise<void> {
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
