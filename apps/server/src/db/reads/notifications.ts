import type { Kysely } from 'kysely';
import type { DB } from '../types';

/**
 * Pieces other modules put into their own statements, so that push queues its deliveries from the
 * notifications in one INSERT … SELECT while `notification` is named only here
 * (docs/architecture.md, "Table ownership").
 */

/** Which notifications: these ids, or one type's notifications about a deal. */
export type NotificationSet = { notificationIds: number[] } | { dealId: number; type: string };

/** The notifications of the set, as `n`. */
export function notificationsIn(db: Kysely<DB>, set: NotificationSet) {
  const from = db.selectFrom('notification as n');
  return 'notificationIds' in set
    ? from.where('n.id', 'in', set.notificationIds)
    : from.where('n.deal_id', '=', set.dealId).where('n.type', '=', set.type);
}
