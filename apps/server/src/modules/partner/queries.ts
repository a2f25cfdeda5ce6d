import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, DealTable, NewDeal, DealUpdate } from '../../db/types';

/** The columns of a gold-box deal the import compares with the API's item. */
export type GoldBoxDealRow = Pick<
  Selectable<DealTable>,
  | 'id'
  | 'external_id'
  | 'name'
  | 'price'
  | 'img_link'
  | 'link'
  | 'converted_url'
  | 'content'
  | 'is_free_shipping'
  | 'is_rocket'
  | 'ended_at'
>;

/** The gold-box deals with these product ids, locked for the import's transaction. */
export function selectGoldBoxDealsForUpdate(
  db: Kysely<DB>,
  externalIds: string[],
): Promise<GoldBoxDealRow[]> {
  if (externalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('deal')
    .select([
      'id',
      'external_id',
      'name',
      'price',
      'img_link',
      'link',
      'converted_url',
      'content',
      'is_free_shipping',
      'is_rocket',
      'ended_at',
    ])
    .where('source', '=', 'COUPANG_GOLD_BOX')
    .where('external_id', 'in', externalIds)
    .forUpdate()
    .execute();
}

/** Inserts new deals (a row already there under the same source and id is left alone). */
export async function insertDeals(db: Kysely<DB>, rows: NewDeal[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('deal')
    .values(rows)
    .onConflict((oc) => oc.columns(['source', 'external_id']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

export async function updateDeal(db: Kysely<DB>, id: number, values: DealUpdate): Promise<void> {
  await db
    .updateTable('deal')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Marks ended every open gold-box deal whose product id is not in the list; returns them. */
export function endGoldBoxDealsNotIn(
  db: Kysely<DB>,
  externalIds: string[],
): Promise<{ id: number; external_id: string | null }[]> {
  return db
    .updateTable('deal')
    .set({ ended_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('source', '=', 'COUPANG_GOLD_BOX')
    .where('ended_at', 'is', null)
    .$if(externalIds.length > 0, (qb) => qb.where('external_id', 'not in', externalIds))
    .returning(['id', 'external_id'])
    .execute();
}

export async function insertPriceObservations(
  db: Kysely<DB>,
  rows: { product_key: string; price: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('price_observation').values(rows).execute();
}

/**
 * Token bucket step in `partner_call_budget` (tokens left, refilled up to `refilled_at`): refills
 * whole tokens since then up to `capacity` and takes one; false (and no change) when empty or
 * paused.
 */
export async function takeBudgetToken(
  db: Kysely<DB>,
  key: string,
  capacity: number,
  intervalMs: number,
): Promise<boolean> {
  const refills = sql`floor(extract(epoch from (now() - b.refilled_at)) * 1000 / ${intervalMs}::float8)::int`;
  const taken = await sql<{ tokens: number }>`
    insert into partner_call_budget as b (key, tokens, refilled_at)
    values (${key}, ${capacity - 1}::int, now())
    on conflict (key) do update set
      tokens = least(${capacity}::int, b.tokens + ${refills}) - 1,
      refilled_at = case
        when b.tokens + ${refills} >= ${capacity}::int then now()
        else b.refilled_at + ${refills} * ${intervalMs}::float8 * interval '1 millisecond'
      end
    where b.tokens + ${refills} >= 1 and (b.paused_until is null or b.paused_until <= now())
    returning tokens`.execute(db);
  return taken.rows.length > 0;
}

/** When the bucket last refilled and until when it is paused. */
export function selectBudgetState(db: Kysely<DB>, key: string) {
  return db
    .selectFrom('partner_call_budget')
    .select(['refilled_at', 'paused_until'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Pauses the bucket until `until` (keeping a later pause already set). */
export async function pauseBudget(db: Kysely<DB>, key: string, until: Date): Promise<void> {
  await sql`
    insert into partner_call_budget as b (key, tokens, refilled_at, paused_until)
    values (${key}, 0, now(), ${until})
    on conflict (key) do update set
      paused_until = greatest(coalesce(b.paused_until, excluded.paused_until), excluded.paused_until)`.execute(
    db,
  );
}
