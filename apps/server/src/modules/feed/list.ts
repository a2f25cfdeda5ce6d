import {
  DAY_MS,
  nextGoldBoxChange,
  MUTED_MATCHES_COUNTED,
  TIP_DUPLICATE_DAYS,
  type FeedListItem,
  type FeedListQuery,
  type FeedListResponse,
  type FeedSort,
} from '@akkyeo/contracts';
import type { CursorCodec } from '../../lib/cursor';
import {
  isScoreIdKey,
  isTimeIdKey,
  listWindow,
  toListPage,
  type ListPaging,
} from '../../lib/list-page';
import { toCdnUrl } from '../../lib/cdn-url';
import type { AuthMember } from '../auth/tokens';
import {
  countMutedMatches,
  selectDealPage,
  selectDealsByIds,
  type DealListRow,
  selectOpenDealsOfProducts,
} from './queries';
import { productKeyOf } from './price-observations';

import type { FeedDeps } from './deps';

/** Each order's cursors name their own list, so a cursor of one order is refused by the other. */
const feedPaging = (cursors: CursorCodec, sort: FeedSort): ListPaging =>
  sort === 'hot'
    ? { list: 'feed-hot', cursors, valid: isScoreIdKey }
    : { list: 'feed', cursors, valid: isTimeIdKey };

/**
 * One page of the feed, newest first or 인기 (open deals by stored hot score), with the caller's
 * bookmark and like flags: one statement, no count (the extra row tells whether a next page
 * exists).
 */
export async function listFeed(
  deps: FeedDeps,
  query: FeedListQuery,
  member: AuthMember | null,
): Promise<FeedListResponse> {
  const paging = feedPaging(deps.cursors, query.sort);
  const rows = await selectDealPage(deps.db, {
    keyword: query.keyword || undefined,
    hideEnded: query.hideEnded,
    includeMuted: query.includeMuted,
    window: listWindow(query, paging),
    sort: query.sort,
    memberId: member?.id ?? null,
    newestDaysMinRows: deps.newestDaysMinRows,
  });
  const page = toListPage(rows, query, paging, (row) =>
    query.sort === 'hot' ? ([row.hot_score, row.id] as const) : ([row.sort_at, row.id] as const),
  );
  const toItem = feedItemMaker(deps);
  return {
    content: page.rows.map(toItem),
    page: page.page,
    mutedCount: await mutedCountOf(deps, query, member, page.page.last),
  };
}

/**
 * How many matches the member's mutes hid from a keyword search whose shown matches fit on its
 * first page (`last`); null for any other list, where it is not counted.
 */
async function mutedCountOf(
  deps: FeedDeps,
  query: FeedListQuery,
  member: AuthMember | null,
  last: boolean,
): Promise<number | null> {
  const firstAndLast = last && query.page === 0 && !query.cursor;
  if (!member || !query.keyword || query.includeMuted || !firstAndLast) return null;
  return countMutedMatches(deps.db, {
    keyword: query.keyword,
    openOnly: query.hideEnded || query.sort === 'hot',
    memberId: member.id,
    limit: MUTED_MATCHES_COUNTED,
  });
}

/** The last gold-box change worked out: it stays the next one for the day before it. */
let goldBoxChange = { at: 0, text: '' };

/** The next gold-box change after `now` as ISO text, worked out once a day, not once a page. */
function goldBoxEndsAtAfter(now: Date): string {
  const time = now.getTime();
  if (time >= goldBoxChange.at || time < goldBoxChange.at - DAY_MS) {
    const at = nextGoldBoxChange(now);
    goldBoxChange = { at: at.getTime(), text: at.toISOString() };
  }
  return goldBoxChange.text;
}

/** Turns rows into feed items with one clock reading for every gold-box countdown. */
export function feedItemMaker(deps: FeedDeps): (row: DealListRow) => FeedListItem {
  const goldBoxEndsAt = goldBoxEndsAtAfter(deps.now?.() ?? new Date());
  return (row) => toFeedListItem(row, deps.cdnBaseUrl, goldBoxEndsAt);
}

/** The deals with these ids as feed items, in the order of `ids` (missing ones skipped). */
export async function listDealsByIds(
  deps: FeedDeps,
  ids: readonly number[],
  memberId: number | null,
): Promise<FeedListItem[]> {
  const rows = await selectDealsByIds(deps.db, ids, memberId);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const toItem = feedItemMaker(deps);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toItem(row)] : [];
  });
}

/**
 * A deal row as the contract's feed item; an open gold-box deal counts down to `goldBoxEndsAt`
 * (when the gold box next changes).
 */
export function toFeedListItem(
  row: DealListRow,
  cdnBaseUrl: string,
  goldBoxEndsAt: string,
): FeedListItem {
  const goldbox = row.source === 'COUPANG_GOLD_BOX';
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    market: row.market,
    imgLink: toCdnUrl(cdnBaseUrl, row.img_link),
    link: row.converted_url ?? row.link,
    createdDatetime: row.created_at.toISOString(),
    goldbox,
    freeShipping: row.is_free_shipping,
    source: row.source,
    ended: row.ended_at !== null,
    endedAt: row.ended_at?.toISOString() ?? null,
    goldBoxEndsAt: goldbox && row.ended_at === null ? goldBoxEndsAt : null,
    isBookmarked: row.is_bookmarked,
    isLiked: row.is_liked,
    likeCount: row.like_count,
    commentCount: row.comment_count,
    isLowestPrice: row.is_lowest_price && row.ended_at === null,
    tippedBy:
      row.tipped_by === null
        ? null
        : { memberId: row.tipped_by, nickname: row.tipped_by_nickname ?? '' },
  };
}

/** Open duplicates shown of one product at most. */
const DUPLICATES_SHOWN = 5;

/**
 * Open deals of each product (its price-history key: the product id, or the URL without tracking
 * parameters) posted in the last TIP_DUPLICATE_DAYS days, newest first, in one statement.
 */
export async function openDealsOf(
  deps: FeedDeps,
  productKeys: readonly string[],
): Promise<Map<string, FeedListItem[]>> {
  const now = deps.now?.() ?? new Date();
  const since = new Date(now.getTime() - TIP_DUPLICATE_DAYS * 86_400_000);
  const rows = await selectOpenDealsOfProducts(deps.db, productKeys, since);
  const toItem = feedItemMaker(deps);
  const byKey = new Map<string, FeedListItem[]>(productKeys.map((key) => [key, []]));
  for (const row of rows) {
    const list = row.product_key === null ? undefined : byKey.get(row.product_key);
    if (list && list.length < DUPLICATES_SHOWN) list.push(toItem(row));
  }
  return byKey;
}

/** The same for the product behind a store URL. */
export async function openDealsLike(deps: FeedDeps, url: string): Promise<FeedListItem[]> {
  const key = productKeyOf(url);
  return (await openDealsOf(deps, [key])).get(key) ?? [];
}
