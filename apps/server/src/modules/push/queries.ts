import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, PushSubscriptionTable } from '../../db/types';

export type SubscriptionRow = Selectable<PushSubscriptionTable>;

export function selectSubscription(
  db: Kysely<DB>,
  id: number,
): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('push_subscription').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Stores a subscription for the member; the same endpoint subscribed again (a new login on the
 * browser, new keys) moves to this member with the new keys.
 */
export async function upsertSubscription(
  db: Kysely<DB>,
  row: { member_id: number; endpoint: string; p256dh: string; auth: string },
): Promise<number> {
  const { id } = await db
    .insertInto('push_subscription')
    .values({ ...row, content_encoding: 'aes128gcm' })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        member_id: row.member_id,
        p256dh: row.p256dh,
        auth: row.auth,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function markDelivered(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('push_subscription')
    .set({ last_success_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Deletes a subscription the push service called gone, unless it was re-subscribed meanwhile. */
export async function deleteSubscription(
  db: Kysely<DB>,
  subscription: Pick<SubscriptionRow, 'id' | 'p256dh'>,
): Promise<void> {
  await db
    .deleteFrom('push_subscription')
    .where('id', '=', subscription.id)
    .where('p256dh', '=', subscription.p256dh)
    .execute();
}
