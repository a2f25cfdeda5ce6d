import {
  messages,
  type NotificationDeal,
  type NotificationDetail,
  type NotificationItem,
  type NotificationListResponse,
  type NotificationSettings,
  type PageQuery,
  type UnreadCount,
} from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { bindDeps } from '../../lib/bind-deps';
import { toCdnUrl } from '../../lib/cdn-url';
import type { CursorCodec } from '../../lib/cursor';
import { isTimeIdKey, listWindow, toListPage } from '../../lib/list-page';
import type { DealDetailRow } from '../feed/queries';
import type { FeedService } from '../feed/service';
import type { MemberSettings } from '../member/service';
import {
  countUnread,
  markAllRead,
  markRead,
  selectNotification,
  selectNotificationPage,
  type NotificationRow,
} from './queries';
import {
  notifyAll,
  notifyComment,
  notifyDealAlerts,
  notifyImportedDeals,
  notifyNewDeal,
  notifyTipReviewed,
  pushToMember,
  queueNewDealPushes,
  renameDeal,
  type NotificationWriterDeps,
} from './writers';

export interface NotificationDeps extends NotificationWriterDeps {
  db: Kysely<DB>;
  cdnBaseUrl: string;
  cursors: CursorCodec;
  /** Reads the deal a notification points to. */
  deals: Pick<FeedService, 'find'>;
  /** The member's 새 핫딜 알림 받기 setting (the member service). */
  memberSettings: MemberSettings;
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

async function listNotifications(
  deps: NotificationDeps,
  memberId: number,
  query: PageQuery,
): Promise<NotificationListResponse> {
  const paging = { list: 'notification', cursors: deps.cursors, valid: isTimeIdKey };
  const rows = await selectNotificationPage(deps.db, memberId, listWindow(query, paging));
  const page = toListPage(rows, query, paging, (row) => [row.sort_at, row.id] as const);
  return { content: page.rows.map(toItem), page: page.page };
}

async function notificationDetail(
  deps: NotificationDeps,
  memberId: number,
  id: number,
): Promise<NotificationDetail> {
  const row = await selectNotification(deps.db, memberId, id);
  if (!row) throw new AppError(404, 'NOT_FOUND', messages.notification.notFound);
  const deal = row.deal_id === null ? undefined : await deps.deals.find(row.deal_id);
  return { ...toItem(row), deal: deal ? toDeal(deal, deps.cdnBaseUrl) : null };
}

async function markOneRead(
  deps: NotificationDeps,
  memberId: number,
  id: number,
): Promise<UnreadCount> {
  if (!(await markRead(deps.db, memberId, id))) {
    throw new AppError(404, 'NOT_FOUND', messages.notification.notFound);
  }
  return { unreadCount: await countUnread(deps.db, memberId) };
}

async function markEveryRead(deps: NotificationDeps, memberId: number): Promise<UnreadCount> {
  await markAllRead(deps.db, memberId);
  return { unreadCount: 0 };
}

async function unreadCount(deps: NotificationDeps, memberId: number): Promise<UnreadCount> {
  return { unreadCount: await countUnread(deps.db, memberId) };
}

async function notificationSettings(
  deps: NotificationDeps,
  memberId: number,
): Promise<NotificationSettings> {
  return { notifyNewDeals: await deps.memberSettings.settingOf(memberId, 'notify_new_deals') };
}

async function updateNotificationSettings(
  deps: NotificationDeps,
  memberId: number,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  await deps.memberSettings.changeSetting(memberId, 'notify_new_deals', settings.notifyNewDeals);
  return settings;
}

/**
 * The caller's notifications (list, one, read state, the bell's count, the settings), and the
 * writers of writers.ts. Comments, new deals, imports and renames reach it as domain events.
 */
export function createNotificationService(deps: NotificationDeps) {
  deps.events.on('comment.created', (trx, event) => notifyComment(deps, trx, event));
  deps.events.on('deal.posted', (trx, event) => notifyNewDeal(deps, trx, event));
  deps.events.on('deals.imported', (trx, event) => notifyImportedDeals(deps, trx, event));
  deps.events.on('deal.renamed', (trx, event) => renameDeal(deps, trx, event));
  deps.events.on('tip.reviewed', (trx, event) => notifyTipReviewed(deps, trx, event));
  return bindDeps(deps, {
    list: listNotifications,
    detail: notificationDetail,
    markRead: markOneRead,
    markAllRead: markEveryRead,
    unreadCount,
    settings: notificationSettings,
    updateSettings: updateNotificationSettings,
    notifyAll,
    notifyDealAlerts,
    queueNewDealPushes,
    pushToMember,
  });
}

export type NotificationService = ReturnType<typeof createNotificationService>;
