import type { Source } from '@akkyeo/contracts';
import {
  sql,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import {
  afterTimeId,
  preparedWindow,
  sortAt,
  windowShape,
  windowValues,
  type WindowValues,
} from '../../db/keyset';
import { callerRow, found } from '../../db/caller-row';
import { prepared } from '../../db/prepared';
import {
  createdSinceDayOf,
  newestDaysApply,
  NEWEST_DAYS_MIN_ROWS,
  collectCondition,
  searchCondition,
  sourceSearchCondition,
  searchPage,
  SEARCH_RECENT_ROWS,
  SEARCH_WINDOW,
  type SearchSource,
} from '../../db/search-filter';
import {
  isChosungKeyword,
  toChosungSpanGrams,
  toLikePattern,
  toSearchText,
} from '../../db/search-text';
import { dealNotMuted, hasMutes } from '../block/conditions';
import { bookmarkedBy, bookmarkRow } from '../../db/reads/bookmarks';
import { nicknameOf } from '../../db/reads/members';
import { shareImageKey } from '../../db/reads/share-images';
import type { ListWindow, ScoreIdKey, TimeIdKey } from '../../lib/list-page';
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
  | 'tipped_by'
> & { is_bookmarked: boolean; is_liked: boolean; tipped_by_nickname: string | null };

/**
 * A deal with its content, its 종료됐어요 report count and whether the caller made one, and its
 * share image's storage key (null until drawn).
 */
export type DealDetailRow = DealListRow &
  Pick<Selectable<DealTable>, 'content'> & {
    ended_reports: number;
    ended_reported: boolean;
    share_image: string | null;
  };

export interface DealListFilter {
  keyword?: string | undefined;
  /** Leave ended deals out (the 종료 딜 숨기기 switch). */
  hideEnded?: boolean;
  /** Show the member the deals their mutes hide (이번 검색에서 보기). */
  includeMuted?: boolean;
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
  'deal.tipped_by',
  nicknameOf('deal.tipped_by').as('tipped_by_nickname'),
] as const;

/** `is_bookmarked` and `is_liked` of the caller (false for anonymous callers). */
function callerFlags(memberId: number | null) {
  return (eb: ExpressionBuilder<DB, 'deal'>) =>
    memberId === null
      ? [sql<boolean>`false`.as('is_bookmarked'), sql<boolean>`false`.as('is_liked')]
      : [
          bookmarkedBy(eb, memberId).as('is_bookmarked'),
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

/** A page's keyword condition on its source (see sourceSearchCondition), or `true`. */
function pageKeywordCondition(opts: { keyword?: string | undefined; source?: SearchSource }) {
  const search = opts.keyword
    ? sourceSearchCondition('deal', opts.keyword, opts.source)
    : undefined;
  return search ?? sql<boolean>`true`;
}

/**
 * A deal list row with its sort keys: the timestamp as PostgreSQL text (microseconds kept for the
 * cursor) and the stored hot score.
 */
export type DealPageRow = DealListRow & { sort_at: string; hot_score: number };

/** The page size, written into a prepared statement's text so that its generic plan fits it. */
type PageLimit = number | RawBuilder<number>;

/** The feed's two orders: newest first, or 인기 (open deals by their stored hot score). */
export type DealOrder =
  { sort: 'latest'; after: TimeIdKey | undefined } | { sort: 'hot'; after: ScoreIdKey | undefined };

/**
 * Open deals after the cursor's (hot_score, id) in (hot_score desc, id desc) order, served by the
 * partial index deal_hot_idx. Scores only rise, so a row shown before the cursor never comes back.
 */
function hotCondition(after: ScoreIdKey | undefined) {
  const open = sql<boolean>`${sql.ref('deal.ended_at')} is null`;
  if (!after) return open;
  return sql<boolean>`(${open} and (${sql.ref('deal.hot_score')}, ${sql.ref('deal.id')}) < (${after[0]}::float8, ${after[1]}::bigint))`;
}

type DealPageOptions = DealListFilter & {
  order: DealOrder;
  limit: PageLimit;
  offset: number;
  /** A keyword search's source (search-filter.ts): the newest deals, or matches. */
  source?: SearchSource;
  /**
   * How many of the newest deals a window source reads (SEARCH_WINDOW unless wider), or a recent
   * source keeps its matches to the days of.
   */
  sourceRows?: number;
};

/** The list's place after the cursor: in the 인기 order open deals only. */
const afterCursor = (order: DealOrder) =>
  order.sort === 'hot' ? hotCondition(order.after) : afterTimeId('deal', order.after);

/** A recent source's day bound (newest first only); otherwise `true`. */
function recentDays({ source, order, sourceRows }: DealPageOptions) {
  return source === 'recent' && order.sort === 'latest'
    ? createdSinceDayOf('deal', order.after, sourceRows ?? SEARCH_RECENT_ROWS)
    : sql<boolean>`true`;
}

/**
 * The deals a page reads: the table, or for a keyword search the newest SEARCH_WINDOW of the list
 * after the cursor, or the matches after it (of the newest SEARCH_RECENT_ROWS' days, or all),
 * collected through the search indexes (`offset 0` keeps the planner from merging it into the page
 * and walking the list instead).
 */
function dealsOf(db: Kysely<DB>, opts: DealPageOptions): SelectQueryBuilder<DB, 'deal', object> {
  if (!opts.source) return db.selectFrom('deal');
  const first = opts.order.sort === 'hot' ? 'hot_score' : 'created_at';
  const source =
    opts.source === 'window'
      ? db
          .selectFrom('deal')
          .selectAll()
          .where(afterCursor(opts.order))
          .$if(opts.hideEnded === true, (query) => query.where('deal.ended_at', 'is', null))
          .orderBy(`deal.${first}`, 'desc')
          .orderBy('deal.id', 'desc')
          .limit(opts.sourceRows ?? SEARCH_WINDOW)
      : db
          .selectFrom('deal')
          .selectAll()
          .where(
            (opts.keyword ? collectCondition('deal', opts.keyword, opts.source) : undefined) ??
              sql<boolean>`true`,
          )
          .where(afterCursor(opts.order))
          .where(recentDays(opts))
          .offset(0);
  // Every column of deal under the table's name: the page reads it as it reads the table.
  return db.selectFrom(source.as('deal'));
}

function dealPageQuery(db: Kysely<DB>, opts: DealPageOptions, memberId: number | null) {
  const { order } = opts;
  const first = order.sort === 'hot' ? 'hot_score' : 'created_at';
  const page = dealsOf(db, opts)
    .select(LIST_COLUMNS)
    .select([sortAt('deal').as('sort_at'), 'deal.hot_score'])
    .where(pageKeywordCondition(opts))
    .where(afterCursor(order))
    .$if(opts.hideEnded === true, (query) => query.where('deal.ended_at', 'is', null))
    .$if(memberId !== null && opts.includeMuted !== true, (query) =>
      query.where(dealNotMuted(memberId!)),
    )
    .orderBy(`deal.${first}`, 'desc')
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
    .leftJoinLateral(bookmarkRow(memberId, 'bookmarked'), (join) => join.onTrue())
    .leftJoinLateral(callerRow('deal_like', 'deal', memberId, 'liked'), (join) => join.onTrue())
    .selectAll('deal')
    .select([found('bookmarked').as('is_bookmarked'), found('liked').as('is_liked')])
    .orderBy(`deal.${first}`, 'desc')
    .orderBy('deal.id', 'desc');
}

type DealWindowValues = WindowValues & { hideEnded: number };

/** The feed's first window or a window after a cursor, without a keyword: prepared per shape. */
const preparedDealPage = prepared(
  (v: DealWindowValues) => ({ ...windowShape(v), hideEnded: v.hideEnded === 1 }),
  (db, v, shape) => {
    const window = preparedWindow(v, shape);
    return dealPageQuery(
      db,
      { ...window, hideEnded: shape.hideEnded, order: { sort: 'latest', after: window.after } },
      window.memberId,
    );
  },
);

/** The same for the hot list: its cursor's score travels in `afterAt`'s place. */
type HotWindowValues = Omit<WindowValues, 'afterAt'> & { afterScore: number };

const preparedHotPage = prepared(
  (v: HotWindowValues) => windowShape({ ...v, afterAt: '' }),
  (db, v, shape) => {
    const window = preparedWindow({ ...v, afterAt: '' }, shape);
    const after = shape.cursor ? ([v.afterScore, v.afterId] as const) : undefined;
    return dealPageQuery(db, { ...window, order: { sort: 'hot', after } }, window.memberId);
  },
);

/**
 * One window of deals in one statement, newest first (created_at desc, id desc) or hot first
 * (open deals, hot_score desc, id desc): the page is cut first, then the caller's flags are
 * looked up by (member_id, deal_id) for its rows only.
 */
export async function selectDealPage(
  db: Kysely<DB>,
  opts: DealListFilter & {
    window: ListWindow<TimeIdKey | ScoreIdKey>;
    sort: DealOrder['sort'];
    memberId: number | null;
    /** From how many rows a keyword search collects the newest days first (newestDaysApply). */
    newestDaysMinRows?: number;
  },
): Promise<DealPageRow[]> {
  const { after, limit, offset } = opts.window;
  const hideEnded = opts.hideEnded === true;
  const order = { sort: opts.sort, after } as DealOrder;
  if (opts.keyword || offset > 0 || opts.includeMuted) {
    const options = {
      keyword: opts.keyword,
      hideEnded,
      includeMuted: opts.includeMuted,
      order,
      limit,
      offset,
    };
    const read = (source?: SearchSource, sourceRows?: number) =>
      dealPageQuery(db, { ...options, source, sourceRows }, opts.memberId).execute();
    if (!opts.keyword) return read();
    const newestDays =
      order.sort === 'latest' &&
      (await newestDaysApply(
        db,
        'deal',
        opts.keyword,
        opts.newestDaysMinRows ?? NEWEST_DAYS_MIN_ROWS,
      ));
    return searchPage({ limit, offset, newestDays }, read);
  }
  if (order.sort === 'hot') {
    return preparedHotPage(db, {
      ...windowValues({ ...opts.window, after: undefined }, opts.memberId),
      afterScore: order.after?.[0] ?? 0,
      afterId: order.after?.[1] ?? 0,
    });
  }
  return preparedDealPage(db, {
    ...windowValues({ ...opts.window, after: order.after }, opts.memberId),
    hideEnded: hideEnded ? 1 : 0,
  });
}

/**
 * How many deals matching the keyword the member's mutes hide from their search, up to `limit`
 * (with `openOnly`, among open deals). The scan stops at `limit` hidden deals; the caller asks
 * only when the search's shown matches fit on one page, so it reads at most a page more. Its
 * matches are few or muted, never a walk's worth: they are gathered as a search past its window
 * gathers them (`collect`: all the words' grams in one GIN scan; at 1,000,000 deals `쿠팡 무료배송
 * 특가` took 18 ms as a bitmap per word ANDed). A member with no mutes (most members) is answered
 * before that scan: the test of their mutes is one probe that PostgreSQL runs first, and the scan
 * (10 ms for that keyword) is left out when it finds none.
 */
export async function countMutedMatches(
  db: Kysely<DB>,
  opts: { keyword: string; openOnly: boolean; memberId: number; limit: number },
): Promise<number> {
  const hidden = db
    .selectFrom('deal')
    .select(sql<number>`1`.as('one'))
    .where(hasMutes(opts.memberId))
    .where(collectCondition('deal', opts.keyword, 'matches') ?? sql<SqlBool>`true`)
    .$if(opts.openOnly, (query) => query.where('deal.ended_at', 'is', null))
    .where(sql<SqlBool>`not ${dealNotMuted(opts.memberId)}`)
    .limit(opts.limit);
  const row = await db
    .selectFrom(hidden.as('hidden'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
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

/**
 * Open deals of these products (their price-history keys) written since `since`, newest first
 * (the partial index `deal_open_product_idx`): the 제보 duplicate check and the queue's.
 */
export function selectOpenDealsOfProducts(
  db: Kysely<DB>,
  productKeys: readonly string[],
  since: Date,
): Promise<(DealListRow & { product_key: string | null })[]> {
  if (productKeys.length === 0) return Promise.resolve([]);
  return dealRows(db, null)
    .select('deal.product_key')
    .where('deal.product_key', 'in', [...new Set(productKeys)])
    .where('deal.ended_at', 'is', null)
    .where('deal.created_at', '>=', since)
    .orderBy('deal.created_at', 'desc')
    .execute();
}

/** Deletes a deal that was a member's 제보 (its likes, comments and bookmarks go with it). */
/** Deletes a deal that was a 제보; its picture's location (null for none), or undefined when not one. */
export async function deleteTippedDeal(
  db: Kysely<DB>,
  id: number,
): Promise<string | null | undefined> {
  const deleted = await db
    .deleteFrom('deal')
    .where('id', '=', id)
    .where('tipped_by', 'is not', null)
    .returning('img_link')
    .executeTakeFirst();
  return deleted?.img_link;
}

export async function selectDealDetail(
  db: Kysely<DB>,
  id: number,
  memberId: number | null,
): Promise<DealDetailRow | undefined> {
  return dealRows(db, memberId)
    .select('deal.content')
    .select(endedReportColumns(memberId))
    .select((eb) => shareImageKey(eb).as('share_image'))
    .where('deal.id', '=', id)
    .executeTakeFirst();
}

/** What a deal's card shows, as stored. */
export type DealCardRow = Pick<
  Selectable<DealTable>,
  'name' | 'price' | 'market' | 'img_link' | 'ended_at'
>;

/**
 * What a deal's card shows (its share image: name, price, market, picture, 종료); with `lock`,
 * the row locked for the transaction `db`, so writes of the deal wait for it. Undefined when
 * the deal does not exist.
 */
export function selectDealCard(
  db: Kysely<DB>,
  id: number,
  lock: boolean,
): Promise<DealCardRow | undefined> {
  const query = db
    .selectFrom('deal')
    .select(['name', 'price', 'market', 'img_link', 'ended_at'])
    .where('id', '=', id);
  return (lock ? query.forNoKeyUpdate() : query).executeTakeFirst();
}

/**
 * `ended_reports` (open reports that count toward ending the deal) and `ended_reported` (the
 * caller has an open report).
 */
function endedReportColumns(memberId: number | null) {
  return (eb: ExpressionBuilder<DB, 'deal'>) => {
    const reports = eb
      .selectFrom('deal_ended_report')
      .whereRef('deal_ended_report.deal_id', '=', 'deal.id')
      .where('deal_ended_report.closed_at', 'is', null);
    return [
      reports
        .select(sql<number>`count(*) filter (where counts)::int`.as('count'))
        .$asScalar()
        .$notNull()
        .as('ended_reports'),
      memberId === null
        ? sql<boolean>`false`.as('ended_reported')
        : eb
            .exists(
              reports.select(sql`1`.as('one')).where('deal_ended_report.member_id', '=', memberId),
            )
            .$castTo<boolean>()
            .as('ended_reported'),
    ];
  };
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

/** Locks a deal row for the transaction; undefined when it does not exist. */
export async function lockDeal(
  db: Kysely<DB>,
  id: number,
): Promise<
  Pick<Selectable<DealTable>, 'img_link' | 'like_count' | 'ended_at' | 'ended_by'> | undefined
> {
  return db
    .selectFrom('deal')
    .select(['img_link', 'like_count', 'ended_at', 'ended_by'])
    .where('id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** Removes the like; the removed row (whether it counted toward the hot score), if any. */
export function deleteLike(
  db: Kysely<DB>,
  dealId: number,
  memberId: number,
): Promise<{ counted: boolean } | undefined> {
  return db
    .deleteFrom('deal_like')
    .where('deal_id', '=', dealId)
    .where('member_id', '=', memberId)
    .returning('counted')
    .executeTakeFirst();
}

/** Adds the like (`counted`: it moves the hot score); true when it was not there yet. */
export async function insertLike(
  db: Kysely<DB>,
  dealId: number,
  memberId: number,
  counted: boolean,
) {
  const rows = await db
    .insertInto('deal_like')
    .values({ deal_id: dealId, member_id: memberId, counted })
    .onConflict((oc) => oc.doNothing())
    .returning('deal_id')
    .execute();
  return rows.length > 0;
}

/** Moves a deal's like count and its counted likes (the hot score's); the like count after. */
export async function addToLikeCount(
  db: Kysely<DB>,
  dealId: number,
  delta: number,
  scoredDelta: number,
) {
  const row = await db
    .updateTable('deal')
    .set((eb) => ({
      like_count: eb('like_count', '+', delta),
      scored_like_count: eb('scored_like_count', '+', scoredDelta),
    }))
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
export async function insertImportedDeals(db: Kysely<DB>, rows: NewDeal[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('deal')
    .values(rows)
    .onConflict((oc) => oc.columns(['source', 'external_id']).doNothing())
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
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
    .set({ ended_at: sql<Date>`now()`, ended_by: 'PARTNER', updated_at: sql<Date>`now()` })
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

/** Where a deal's buy button leads: its partner link when it has one, else the store link. */
export async function selectBuyLink(db: Kysely<DB>, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('deal')
    .select(['link', 'converted_url'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? (row.converted_url ?? row.link) : undefined;
}

/** One buy click: a deal, the Korean day and who clicked (see buy-clicks.ts). */
export interface BuyClick {
  deal_id: number;
  day: string;
  visitor: string;
}

/**
 * Records clicks in one statement: a (deal, day, visitor) already there is skipped, and each
 * deal's click_count grows by its new members' rows (`m:`) and visitor_click_count by its new
 * visitors' rows (`v:`; the deal_hot_score trigger moves its score), deals updated in id order so
 * that concurrent batches never deadlock.
 */
export async function insertClicks(db: Kysely<DB>, clicks: BuyClick[]): Promise<void> {
  if (clicks.length === 0) return;
  await db
    .with('added', (qb) =>
      qb
        .insertInto('deal_click')
        .values(clicks)
        .onConflict((oc) => oc.doNothing())
        .returning(['deal_id', 'visitor']),
    )
    .with('counted', (qb) =>
      qb
        .selectFrom('added')
        .select([
          'deal_id',
          sql<number>`count(*) filter (where visitor like 'm:%')`.as('members'),
          sql<number>`count(*) filter (where visitor not like 'm:%')`.as('visitors'),
        ])
        .groupBy('deal_id'),
    )
    .with('locked', (qb) =>
      qb
        .selectFrom('deal')
        .select('deal.id')
        .where('deal.id', 'in', (eb) => eb.selectFrom('counted').select('counted.deal_id'))
        .orderBy('deal.id')
        .forNoKeyUpdate(),
    )
    .updateTable('deal')
    .from('counted')
    .set((eb) => ({
      click_count: sql<number>`${eb.ref('deal.click_count')} + ${eb.ref('counted.members')}`,
      visitor_click_count: sql<number>`${eb.ref('deal.visitor_click_count')} + ${eb.ref('counted.visitors')}`,
    }))
    .whereRef('deal.id', '=', 'counted.deal_id')
    .where('deal.id', 'in', (eb) => eb.selectFrom('locked').select('locked.id'))
    .execute();
}

/** Forgets the clicks of days before `day` (only the current day's are needed to count once). */
export async function deleteClicksBefore(db: Kysely<DB>, day: string): Promise<void> {
  await db
    .deleteFrom('deal_click')
    .where('day', '<', sql<Date>`${day}::date`)
    .execute();
}

/** What matching reads of a deal: no content, no counters. */
export type MatchDeal = Pick<
  Selectable<DealTable>,
  'id' | 'name' | 'price' | 'market' | 'source' | 'is_free_shipping' | 'ended_at'
>;

/** The deals with these ids (any order, missing ones left out), as matching reads them. */
export function selectMatchDeals(db: Kysely<DB>, ids: readonly number[]): Promise<MatchDeal[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('deal')
    .select(['id', 'name', 'price', 'market', 'source', 'is_free_shipping', 'ended_at'])
    .where('id', 'in', ids)
    .execute();
}

/** A rule's conditions as the preview reads recent deals with them. */
export interface PreviewFilter {
  /** The member asking: deals they muted are not counted, as the match job would not alert them. */
  memberId: number;
  keyword: string;
  /** Exclude words: a deal whose name holds one is not read (초성 ones are left to the caller). */
  excludes: readonly string[];
  since: Date;
  maxPrice: number | null;
  sources: readonly Source[];
  freeShippingOnly: boolean;
}

/** A regular expression for the word with at most one space between its characters. */
const spacedWord = (word: string) =>
  Array.from(word)
    .map((c) => (/[\p{L}\p{N}]/u.test(c) ? c : `\\${c}`))
    .join(' ?');

/**
 * A condition every deal whose name matches the keyword meets (it may also hold deals that do not
 * match: the caller confirms). A 초성 keyword's consonant pairs must each be in search_bigrams,
 * inside a word or across a space (the name's initials are part of search_chosung; alerts read
 * them across words, search within one). Otherwise every character of every word is in
 * search_bigrams (GIN), and each word occurs in search_text with at most one space between its
 * characters: the name is matched with its spaces removed, and search_text holds it normalised
 * with each run of spaces as one (so its word bigrams may miss `버즈3프로` in `버즈 3 프로`).
 */
export function nameMayMatch(keyword: string): RawBuilder<SqlBool> {
  const text = toSearchText(keyword);
  if (isChosungKeyword(text)) {
    const spans = toChosungSpanGrams(text);
    if (spans.length === 0) return searchCondition('deal', text) ?? sql<SqlBool>`true`;
    return sql<SqlBool>`(${sql.join(
      spans.map((grams) => sql`deal.search_bigrams && ${grams}::text[]`),
      sql` and `,
    )})`;
  }
  const words = [...new Set(text.split(' ').filter(Boolean))];
  const chars = [...new Set(words.flatMap((word) => Array.from(word)))];
  return sql<SqlBool>`(deal.search_bigrams @> ${chars}::text[]${sql.join(
    words.map((word) => sql`and deal.search_text ~ ${spacedWord(word)}`),
    sql` `,
  )})`;
}

/**
 * True when the deal's compact name (0025: normalised, no spaces) holds every word of the phrase,
 * as a rule matches it; null for a 초성 phrase, which the compact name cannot decide.
 */
function nameHolds(phrase: string): RawBuilder<SqlBool> | null {
  const text = toSearchText(phrase);
  if (isChosungKeyword(text)) return null;
  const words = [...new Set(text.split(' ').filter(Boolean))];
  if (words.length === 0) return null;
  return sql<SqlBool>`(${sql.join(
    words.map((word) => sql`deal.name_compact like ${toLikePattern(word)}`),
    sql` and `,
  )})`;
}

/**
 * The open deals created since `filter.since` that may match the keyword (see nameMayMatch), meet
 * its price, source and shipping conditions and are not muted by the member: id, name and price,
 * newest first, one batch after `batch.after`.
 */
export function selectPreviewCandidates(
  db: Kysely<DB>,
  filter: PreviewFilter,
  batch: { after: TimeIdKey | undefined; limit: number },
): Promise<(Pick<Selectable<DealTable>, 'id' | 'name' | 'price'> & { sort_at: string })[]> {
  return db
    .selectFrom('deal')
    .select(['id', 'name', 'price', sortAt('deal').as('sort_at')])
    .where(afterTimeId('deal', batch.after))
    .where('created_at', '>=', filter.since)
    .where('ended_at', 'is', null)
    .where(nameMayMatch(filter.keyword))
    .$call((qb) => {
      const holds = nameHolds(filter.keyword);
      return holds ? qb.where(holds) : qb;
    })
    .$call((qb) =>
      filter.excludes.reduce((query, word) => {
        const holds = nameHolds(word);
        return holds ? query.where(sql<SqlBool>`not ${holds}`) : query;
      }, qb),
    )
    .where(dealNotMuted(filter.memberId))
    .$if(filter.maxPrice !== null, (qb) => qb.where('price', '<=', filter.maxPrice!))
    .$if(filter.sources.length > 0, (qb) => qb.where('source', 'in', filter.sources))
    .$if(filter.freeShippingOnly, (qb) => qb.where('is_free_shipping', '=', true))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(batch.limit)
    .execute();
}

/** Deals by source and external id, lowest id first. */
export async function selectDealsByExternalId(
  db: Kysely<DB>,
  deals: { source: Source; external_id?: string | null }[],
): Promise<{ id: number; name: string; price: number }[]> {
  const keys = deals.filter((deal) => deal.external_id);
  if (keys.length === 0) return [];
  return db
    .selectFrom('deal')
    .select(['id', 'name', 'price'])
    .where((eb) =>
      eb.or(
        keys.map((deal) =>
          eb.and([eb('source', '=', deal.source), eb('external_id', '=', deal.external_id!)]),
        ),
      ),
    )
    .orderBy('id')
    .execute();
}
