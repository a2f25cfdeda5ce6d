import type { Source } from '@akkyeo/contracts';
import { sql, type ExpressionBuilder, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import { afterTimeId, preparedWindow, sortAt, windowShape, windowValues } from '../../db/keyset';
import { callerRow, found } from '../../db/caller-row';
import { prepared } from '../../db/prepared';
import { searchCondition } from '../../db/search-filter';
import type { ListWindow, TimeIdKey } from '../../lib/list-page';
import type { DB, DealTable, DealUpdate, NewDeal } from '../../db/types';

/** A deal as the feed lists it, with the caller's bookmark and like flags. */
export type DealListRow = Pick<
  Selectable<DealTable>,
  | 'id'
  | 'source'
  | 'name'
  | 'price'
  | 'market'
  | 'img_link'
  | 'link'
  | 'converted_url'
  | 'is_free_shipping'
  | 'ended_at'
  | 'like_count'
  | 'comment_count'
  | 'created_at'
  | 'is_lowest_price'
> & { is_bookmarked: boolean; is_liked: boolean };

/** A deal with its content, for the deal view. */
export type DealDetailRow = DealListRow & Pick<Selectable<DealTable>, 'content'>;

export interface DealListFilter {
  keyword?: string | undefined;
}

const LIST_COLUMNS = [
  'deal.id',
  'deal.source',
  'deal.name',
  'deal.price',
  'deal.market',
  'deal.img_link',
  'deal.link',
  'deal.converted_url',
  'deal.is_free_shipping',
  'deal.ended_at',
  'deal.like_count',
  'deal.comment_count',
  'deal.created_at',
  'deal.is_lowest_price',
] as const;

/** `is_bookmarked` and `is_liked` of the caller (false for anonymous callers). */
function callerFlags(memberId: number | null) {
  return (eb: ExpressionBuilder<DB, 'deal'>) =>
    memberId === null
      ? [sql<boolean>`false`.as('is_bookmarked'), sql<boolean>`false`.as('is_liked')]
      : [
          eb
            .exists(
              eb
                .selectFrom('bookmark')
                .select(sql`1`.as('one'))
                .whereRef('bookmark.deal_id', '=', 'deal.id')
                .where('bookmark.member_id', '=', memberId),
            )
            .$castTo<boolean>()
            .as('is_bookmarked'),
          eb
            .exists(
              eb
                .selectFrom('deal_like')
                .select(sql`1`.as('one'))
                .whereRef('deal_like.deal_id', '=', 'deal.id')
                .where('deal_like.member_id', '=', memberId),
            )
            .$castTo<boolean>()
            .as('is_liked'),
        ];
}

function dealRows(db: Kysely<DB>, memberId: number | null) {
  return db.selectFrom('deal').select(LIST_COLUMNS).select(callerFlags(memberId));
}

/** The keyword condition, or `true` for no keyword. */
function keywordCondition(keyword: string | undefined) {
  return (keyword ? searchCondition('deal', keyword) : undefined) ?? sql<boolean>`true`;
}

/** A deal list row with its sort timestamp as PostgreSQL text (microseconds kept for the cursor). */
export type DealPageRow = DealListRow & { sort_at: string };

/** The page size, written into a prepared statement's text so that its generic plan fits it. */
type PageLimit = number | RawBuilder<number>;

function dealPageQuery(
  db: Kysely<DB>,
  opts: DealListFilter & { after: TimeIdKey | undefined; limit: PageLimit; offset: number },
  memberId: number | null,
) {
  const page = db
    .selectFrom('deal')
    .select(LIST_COLUMNS)
    .select(sortAt('deal').as('sort_at'))
    .where(keywordCondition(opts.keyword))
    .where(afterTimeId('deal', opts.after))
    .orderBy('deal.created_at', 'desc')
    .orderBy('deal.id', 'desc')
    .limit(opts.limit)
    .$if(opts.offset > 0, (query) => query.offset(opts.offset));
  if (memberId === null) {
    return page.select([
      sql<boolean>`false`.as('is_bookmarked'),
      sql<boolean>`false`.as('is_liked'),
    ]);
  }
  return db
    .selectFrom(page.as('deal'))
    .leftJoinLateral(callerRow('bookmark', 'deal', memberId, 'bookmarked'), (join) => join.onTrue())
    .leftJoinLateral(callerRow('deal_like', 'deal', memberId, 'liked'), (join) => join.onTrue())
    .selectAll('deal')
    .select([found('bookmarked').as('is_bookmarked'), found('liked').as('is_liked')])
    .orderBy('deal.created_at', 'desc')
    .orderBy('deal.id', 'desc');
}

/** The feed's first window or a window after a cursor, without a keyword: prepared per shape. */
const preparedDealPage = prepared(windowShape, (db, v, shape) => {
  const window = preparedWindow(v, shape);
  return dealPageQuery(db, window, window.memberId);
});

/**
 * One window of deals, newest first (created_at desc, id desc), in one statement: the page is
 * cut first, then the caller's flags are looked up by (member_id, deal_id) for its rows only.
 */
export async function selectDealPage(
  db: Kysely<DB>,
  opts: DealListFilter & { window: ListWindow<TimeIdKey>; memberId: number | null },
): Promise<DealPageRow[]> {
  const { after, limit, offset } = opts.window;
  if (opts.keyword || offset > 0) {
    return dealPageQuery(
      db,
      { keyword: opts.keyword, after, limit, offset },
      opts.memberId,
    ).execute();
  }
  return preparedDealPage(db, windowValues(opts.window, opts.memberId));
}

/** The deals with these ids (any order), with the caller's flags. */
export async function selectDealsByIds(
  db: Kysely<DB>,
  ids: readonly number[],
  memberId: number | null,
): Promise<DealListRow[]> {
  if (ids.length === 0) return [];
  return dealRows(db, memberId).where('deal.id', 'in', ids).execute();
}

/** What a list of recent deals may be narrowed by: price, sources (empty: any), shipping. */
export interface RecentDealFilter {
  since: Date;
  maxPrice: number | null;
  sources: readonly Source[];
  freeShippingOnly: boolean;
}

/** Open deals created since `since` that pass the filter: id, name and price, newest first. */
export function selectRecentDeals(
  db: Kysely<DB>,
  filter: RecentDealFilter,
): Promise<Pick<Selectable<DealTable>, 'id' | 'name' | 'price'>[]> {
  return db
    .selectFrom('deal')
    .select(['id', 'name', 'price'])
    .where('created_at', '>=', filter.since)
    .where('ended_at', 'is', null)
    .$if(filter.maxPrice !== null, (qb) => qb.where('price', '<=', filter.maxPrice!))
    .$if(filter.sources.length > 0, (qb) => qb.where('source', 'in', filter.sources))
    .$if(filter.freeShippingOnly, (qb) => qb.where('is_free_shipping', '=', true))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function selectDealDetail(
  db: Kysely<DB>,
  id: number,
  memberId: number | null,
): Promise<DealDetailRow | undefined> {
  return dealRows(db, memberId).select('deal.content').where('deal.id', '=', id).executeTakeFirst();
}

export async function insertDeal(db: Kysely<DB>, values: NewDeal): Promise<number> {
  const row = await db.insertInto('deal').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Updates a deal's editable columns; false when it does not exist. */
export async function updateDeal(
  db: Kysely<DB>,
  id: number,
  values: Partial<NewDeal>,
): Promise<boolean> {
  const result = await db
    .updateTable('deal')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A deal's stored picture (null without one); undefined when the deal does not exist. */
export async function selectDealImage(
  db: Kysely<DB>,
  id: number,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('deal')
    .select('img_link')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.img_link;
}

/** Locks a deal row for the transaction; undefined when it does not exist. */
export async function lockDeal(
  db: Kysely<DB>,
  id: number,
): Promise<Pick<Selectable<DealTable>, 'img_link' | 'like_count'> | undefined> {
  return db
    .selectFrom('deal')
    .select(['img_link', 'like_count'])
    .where('id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** Removes the like; true when there was one. */
export async function deleteLike(db: Kysely<DB>, dealId: number, memberId: number) {
  const result = await db
    .deleteFrom('deal_like')
    .where('deal_id', '=', dealId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Adds the like; true when it was not there yet. */
export async function insertLike(db: Kysely<DB>, dealId: number, memberId: number) {
  const rows = await db
    .insertInto('deal_like')
    .values({ deal_id: dealId, member_id: memberId })
    .onConflict((oc) => oc.doNothing())
    .returning('deal_id')
    .execute();
  return rows.length > 0;
}

export async function addToLikeCount(db: Kysely<DB>, dealId: number, delta: number) {
  const row = await db
    .updateTable('deal')
    .set((eb) => ({ like_count: eb('like_count', '+', delta) }))
    .where('id', '=', dealId)
    .returning('like_count')
    .executeTakeFirstOrThrow();
  return row.like_count;
}

export async function clearDealImage(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('deal')
    .set({ img_link: null, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** A price seen for a product (store + id, or its URL; see price-observations.ts). */
export interface PriceObservation {
  product_key: string;
  price: number;
}

export async function insertPriceObservations(
  db: Kysely<DB>,
  rows: PriceObservation[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('price_observation').values(rows).execute();
}

/** Inserts the observation unless the product's latest one has the same price (one statement). */
export async function insertPriceChange(db: Kysely<DB>, row: PriceObservation): Promise<void> {
  await sql`insert into price_observation (product_key, price)
    select ${row.product_key}, ${row.price}
    where ${row.price}::integer is distinct from (
      select price from price_observation where product_key = ${row.product_key}
      order by observed_at desc, id desc limit 1)`.execute(db);
}

/** A deal's price, link, product key and 역대최저 flag; undefined when it does not exist. */
export function selectDealPrice(
  db: Kysely<DB>,
  id: number,
): Promise<
  Pick<Selectable<DealTable>, 'price' | 'link' | 'product_key' | 'is_lowest_price'> | undefined
> {
  return db
    .selectFrom('deal')
    .select(['price', 'link', 'product_key', 'is_lowest_price'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Every price seen for a product, oldest first (the (product_key, observed_at) index). */
export function selectPriceObservations(
  db: Kysely<DB>,
  productKey: string,
): Promise<{ price: number; observed_at: Date }[]> {
  return db
    .selectFrom('price_observation')
    .select(['price', 'observed_at'])
    .where('product_key', '=', productKey)
    .orderBy('observed_at')
    .orderBy('id')
    .execute();
}

/** The columns of a gold-box deal the import compares with the API's item. */
/** The columns of a gold-box deal an import compares with the partner's item and rewrites. */
export const GOLD_BOX_COMPARED_COLUMNS = [
  'name',
  'price',
  'img_link',
  'link',
  'converted_url',
  'content',
  'is_free_shipping',
  'is_rocket',
] as const;

export type GoldBoxDealRow = Pick<
  Selectable<DealTable>,
  'id' | 'external_id' | 'ended_at' | (typeof GOLD_BOX_COMPARED_COLUMNS)[number]
>;

/** The gold-box deals with these product ids, locked for the import's transaction. */
export function selectGoldBoxDealsForUpdate(
  db: Kysely<DB>,
  externalIds: string[],
): Promise<GoldBoxDealRow[]> {
  if (externalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('deal')
    .select(['id', 'external_id', ...GOLD_BOX_COMPARED_COLUMNS, 'ended_at'])
    .where('source', '=', 'COUPANG_GOLD_BOX')
    .where('external_id', 'in', externalIds)
    .forUpdate()
    .execute();
}

/** Inserts new deals (a row already there under the same source and id is left alone). */
export async function insertImportedDeals(db: Kysely<DB>, rows: NewDeal[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('deal')
    .values(rows)
    .onConflict((oc) => oc.columns(['source', 'external_id']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** Applies an import's changes to one deal. */
export async function updateImportedDeal(
  db: Kysely<DB>,
  id: number,
  values: DealUpdate,
): Promise<void> {
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

/** Moves a deal's comment count (the comment module's writes); the count after. */
export async function addToDealCommentCount(
  db: Kysely<DB>,
  id: number,
  delta: number,
): Promise<number> {
  const row = await db
    .updateTable('deal')
    .set((eb) => ({ comment_count: eb('comment_count', '+', delta) }))
    .where('id', '=', id)
    .returning('comment_count')
    .executeTakeFirst();
  return row?.comment_count ?? 0;
}
