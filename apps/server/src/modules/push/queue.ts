import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { insertJob, insertJobsFrom } from '../../jobs/queries';
import { notificationsIn, type NotificationSet } from '../../db/reads/notifications';

/** One push to one subscription. */
export const PUSH_DELIVER_QUEUE = 'push.deliver';
/** Expands a new deal's notifications into deliveries, outside the request's transaction. */
export const PUSH_FANOUT_QUEUE = 'push.fanout';

/** Payload of a delivery job: the subscription and what to show. */
export interface PushDeliveryPayload {
  subscriptionId: number;
  /** The notification type (sets TTL and urgency); TEST for the test widget. */
  type: string;
  title: string;
  body: string;
  url: string;
}

export interface PushFanoutPayload {
  dealId: number;
}

const DELIVERY_ATTEMPTS = 5;

/**
 * Queues one delivery per subscription of each notification's member, in one INSERT … SELECT
 * (call it in the transaction that wrote the notifications). A pair is queued at most once.
 */
export async function queueNotificationPushes(
  db: Kysely<DB>,
  where: NotificationSet,
): Promise<number> {
  if ('notificationIds' in where && where.notificationIds.length === 0) return 0;
  return insertJobsFrom(
    db,
    notificationsIn(db, where)
      .innerJoin('push_subscription as s', 's.member_id', 'n.member_id')
      .select([
        sql.val(PUSH_DELIVER_QUEUE).as('queue'),
        sql<string>`jsonb_build_object(
            'subscriptionId', s.id, 'type', n.type, 'title', n.title,
            'body', n.message, 'url', coalesce(n.link, '/'))`.as('payload'),
        sql<string>`'push:' || n.id || ':' || s.id`.as('unique_key'),
        sql.val(DELIVERY_ATTEMPTS).as('max_attempts'),
      ]),
  );
}

/** Queues the fan-out of a new deal's pushes (once per deal). */
export async function queueNewDealFanout(db: Kysely<DB>, dealId: number): Promise<void> {
  const payload: PushFanoutPayload = { dealId };
  await insertJob(db, {
    queue: PUSH_FANOUT_QUEUE,
    payload: { ...payload },
    uniqueKey: `push-fanout:deal:${dealId}`,
  });
}

/**
 * Queues one push to every subscription of a member (a summary that is no notification of its
 * own), at most once per `key` and subscription.
 */
export async function queueMemberPushes(
  db: Kysely<DB>,
  memberId: number,
  push: Omit<PushDeliveryPayload, 'subscriptionId'> & { key: string },
): Promise<number> {
  return insertJobsFrom(
    db,
    db
      .selectFrom('push_subscription as s')
      .select([
        sql.val(PUSH_DELIVER_QUEUE).as('queue'),
        sql<string>`jsonb_build_object(
            'subscriptionId', s.id, 'type', ${push.type}::text, 'title', ${push.title}::text,
            'body', ${push.body}::text, 'url', ${push.url}::text)`.as('payload'),
        sql<string>`${`push:${push.key}:`}::text || s.id`.as('unique_key'),
        sql.val(DELIVERY_ATTEMPTS).as('max_attempts'),
      ])
      .where('s.member_id', '=', memberId),
  );
}

/** Queues one delivery to a subscription (the test widget). */
export async function queueDelivery(db: Kysely<DB>, payload: PushDeliveryPayload): Promise<void> {
  await insertJob(db, {
    queue: PUSH_DELIVER_QUEUE,
    payload: { ...payload },
    maxAttempts: DELIVERY_ATTEMPTS,
  });
}
