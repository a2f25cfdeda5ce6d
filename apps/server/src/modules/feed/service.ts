import {
  FIRST_PAGE,
  fieldLabels,
  messages,
  nextGoldBoxChange,
  isHttpUrl,
  MUTED_MATCHES_COUNTED,
  type FeedCreateInput,
  type FeedDetail,
  type FeedListItem,
  type FeedListQuery,
  type FeedListResponse,
  type FeedSettings,
  type FeedUpdateRequest,
  type FeedWriteResponse,
  type FeedSort,
  DEFAULT_FEED_SORT,
  type LikeResponse,
} from '@akkyeo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, DealUpdate, NewDeal } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { CursorCodec } from '../../lib/cursor';
import {
  isScoreIdKey,
  isTimeIdKey,
  listWindow,
  toListPage,
  type ListPaging,
} from '../../lib/list-page';
import { toCdnUrl } from '../../lib/cdn-url';
import { cleanDealHtml } from '../../lib/deal-html';
import type { Outbound } from '../../lib/outbound';
import { isPublicLink } from '../../lib/public-link';
import type { Storage } from '../../lib/storage';
import type { AuthMember } from '../auth/tokens';
import type { CommentedRows, CommentService } from '../comment/service';
import { linkPlatformOf, marketNameOf } from '../link-preview/markets';
import type { MemberSettings } from '../member/service';
import type { StandingService } from '../member/standing';
import type { BuyClicks } from './buy-clicks';
import { closeEndedReports } from './ended-report-queries';
import { changeEnded, createEndedReports } from './ended-reports';
import { isStoredImage, storeDealImage } from './deal-image';
import { resolveConvertedUrl, type LinkConverter } from './partner-link';
import {
  priceHistoryOf,
  productKeyOf,
  recordPrice,
  recordPriceChange,
  recordPrices,
} from './price-observations';
import {
  addToDealCommentCount,
  addToLikeCount,
  clearDealImage,
  deleteLike,
  insertDeal,
  insertLike,
  lockDeal,
  selectDealDetail,
  selectDealImage,
  selectBuyLink,
  countMutedMatches,
  selectDealPage,
  selectDealsByIds,
  selectGoldBoxDealsForUpdate,
  insertImportedDeals,
  updateImportedDeal,
  endGoldBoxDealsNotIn,
  updateDeal as updateDealRow,
  type DealDetailRow,
  type DealListRow,
} from './queries';

/** Feed cards whose pictures the app shell preloads: the first two fill a phone's first screen. */
const FIRST_SCREEN_IMAGES = 2;

/** A deal just posted by a manager or imported from the partner. */
export interface NewDealEvent {
  dealId: number;
  /** The manager who posted it; null for an import. */
  authorId: number | null;
  name: string;
  price: number;
  /** Other deals that arrived with it (one import): one notification tells of all, linking the feed. */
  others?: number;
}

/** What the feed tells others about its writes, inside the write's transaction. */
export interface DealEvents {
  posted(trx: Kysely<DB>, event: NewDealEvent): Promise<void>;
  renamed(trx: Kysely<DB>, dealId: number, names: { from: string; to: string }): Promise<void>;
  /** A deal's price changed (a manager's edit or a partner import). */
  repriced(trx: Kysely<DB>, dealId: number, prices: { from: number; to: number }): Promise<void>;
  /** Deals ended (종료): by members' reports, a manager, a manager's edit or a partner import. */
  ended(trx: Kysely<DB>, dealIds: number[]): Promise<void>;
}

export interface FeedDeps {
  db: Kysely<DB>;
  /** Buy clicks, recorded after the redirect (buy-clicks.ts). */
  clicks: BuyClicks;
  cdnBaseUrl: string;
  cursors: CursorCodec;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Fetches the pictures of deals written with an image URL. */
  outbound: Outbound;
  /** Coupang Partners: turns Coupang store URLs into partner links. */
  links: LinkConverter;
  comments: CommentService;
  events: DealEvents;
  /** The clock gold-box countdowns are computed with; defaults to the system's. */
  now?: () => Date;
  /** The board's 후기 posts of a deal (the composition root wires it). */
  reviews: DealReviews;
  /** The member's 종료 딜 숨기기 setting (the member service). */
  memberSettings: MemberSettings;
  /** Whose 종료됐어요 reports and likes count (docs/security.md). */
  standing: StandingService;
  /** Deal links may name loopback hosts (OUTBOUND_ALLOW_LOOPBACK, local testing only). */
  allowLoopbackLinks: boolean;
}

/** What the board tells the feed about the 후기 posts that name a deal. */
export interface DealReviews {
  count(dealId: number): Promise<number>;
}

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
async function listFeed(
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

/** Turns rows into feed items with one clock reading for every gold-box countdown. */
function feedItemMaker(deps: FeedDeps): (row: DealListRow) => FeedListItem {
  const goldBoxEndsAt = nextGoldBoxChange(deps.now?.() ?? new Date()).toISOString();
  return (row) => toFeedListItem(row, deps.cdnBaseUrl, goldBoxEndsAt);
}

/** The deals with these ids as feed items, in the order of `ids` (missing ones skipped). */
async function listDealsByIds(
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

/** Pictures the feed's first cards show (FIRST_SCREEN_IMAGES at most), as the list gives them. */
async function firstFeedImages(deps: FeedDeps): Promise<string[]> {
  const page = await listFeed(
    deps,
    {
      page: FIRST_PAGE,
      size: FIRST_SCREEN_IMAGES,
      hideEnded: false,
      includeMuted: false,
      sort: DEFAULT_FEED_SORT,
    },
    null,
  );
  return page.content.flatMap((item) => (item.imgLink ? [item.imgLink] : []));
}

/** A deal's picture as its page shows it; none when the deal or its picture is missing. */
async function dealImageOf(deps: FeedDeps, id: number): Promise<string[]> {
  const image = toCdnUrl(deps.cdnBaseUrl, (await selectDealImage(deps.db, id)) ?? null);
  return image ? [image] : [];
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
  };
}

/** Partner-API deals and deals whose link was converted earn a commission. */
function isPartnerLink(row: DealDetailRow): boolean {
  if (row.source !== 'AKKYEO') return true;
  return row.converted_url !== null && row.converted_url !== row.link;
}

/** One deal with its content and comment tree; 404 when missing. */
async function getDeal(deps: FeedDeps, id: number, member: AuthMember | null): Promise<FeedDetail> {
  const row = await selectDealDetail(deps.db, id, member?.id ?? null);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  const [comment, reviewCount] = await Promise.all([
    deps.comments.tree('deal', id, member?.id ?? null),
    deps.reviews.count(id),
  ]);
  return {
    ...feedItemMaker(deps)(row),
    url: row.link,
    isFreeShipping: row.is_free_shipping,
    content: row.content,
    isPartnerLink: isPartnerLink(row),
    endedReports: row.ended_reports,
    endedReported: row.ended_reported,
    reviewCount,
    comment,
  };
}

/** Stores the draft's picture; on failure keeps an https picture as a link, else none. */
async function dealImage(deps: FeedDeps, image: string): Promise<string | null> {
  try {
    return await storeDealImage(deps.storage, deps.outbound, image);
  } catch (error) {
    deps.log.info({ err: error, image }, 'deal image not stored; linking it instead');
    return image.startsWith('https://') ? image : null;
  }
}

/** 400 naming the field when a deal's address names a host that is not public (public-link.ts). */
function assertPublicLink(deps: FeedDeps, field: 'url' | 'image' | 'partnerLink', url: string) {
  if (isPublicLink(url, deps.allowLoopbackLinks)) return;
  const message = messages.validation.notPublicUrl(fieldLabels[field]);
  throw new AppError(400, 'VALIDATION_FAILED', message);
}

/**
 * Writes a manager's deal (one of our own picks): content sanitised, market from the link when
 * not given, the buy link from the partner-link seam, the picture stored when asked; members who
 * opted in are notified in the same transaction. The link, partner link and picture must name
 * public hosts (400 naming the field otherwise).
 */
async function createDeal(
  deps: FeedDeps,
  input: FeedCreateInput,
  authorId: number,
): Promise<FeedWriteResponse> {
  const url = new URL(input.url);
  assertPublicLink(deps, 'url', url.href);
  const image = input.containImage ? input.image : null;
  if (image) assertPublicLink(deps, 'image', image);
  const platform = linkPlatformOf(url);
  const market = input.shoppingMall ?? marketNameOf(platform) ?? url.hostname.replace(/^www\./, '');
  const convertedUrl = await resolveConvertedUrl(url.href, platform, deps.links);
  if (convertedUrl) assertPublicLink(deps, 'partnerLink', convertedUrl);
  const { content, contentText } = await cleanDealHtml(input.content);
  const imgLink = image ? await dealImage(deps, image) : null;
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      const dealId = await insertDeal(trx, {
        source: 'AKKYEO',
        name: input.name,
        price: input.price,
        market,
        img_link: imgLink,
        link: url.href,
        product_key: productKeyOf(url),
        converted_url: convertedUrl,
        content,
        content_text: contentText,
        is_free_shipping: input.isFreeShipping,
        author_id: authorId,
      });
      await recordPrice(trx, url.href, input.price);
      await deps.events.posted(trx, {
        dealId,
        authorId,
        name: input.name,
        price: input.price,
      });
      return dealId;
    });
    return { id };
  } catch (error) {
    if (imgLink && isStoredImage(imgLink)) await deps.storage.delete(imgLink);
    throw error;
  }
}

/**
 * Saves a manager's edit of a deal's name, price, shipping, content and market (the row locked,
 * so edits apply one after the other); a new name reaches its notifications in the same
 * transaction. 404 when missing.
 */
async function updateDeal(deps: FeedDeps, input: FeedUpdateRequest): Promise<FeedWriteResponse> {
  const { content, contentText } = await cleanDealHtml(input.content);
  const found = await deps.db.transaction().execute(async (trx) => {
    if (!(await lockDeal(trx, input.feedId))) return false;
    const current = await selectDealDetail(trx, input.feedId, null);
    if (!current) return false;
    const market = input.shoppingMall ?? current.market;
    if (current.price !== input.price) {
      await recordPrice(trx, current.link, input.price);
      await deps.events.repriced(trx, input.feedId, { from: current.price, to: input.price });
    }
    await deps.events.renamed(trx, input.feedId, { from: current.name, to: input.name });
    if (input.ended !== undefined && input.ended !== (current.ended_at !== null)) {
      await changeEnded(deps.events, trx, input.feedId, input.ended ? 'MANAGER' : null);
    }
    return updateDealRow(trx, input.feedId, {
      name: input.name,
      price: input.price,
      is_free_shipping: input.isFreeShipping,
      market,
      content,
      content_text: contentText,
    });
  });
  if (!found) throw new AppError(404, 'NOT_FOUND');
  return { id: input.feedId };
}

async function feedSettings(deps: FeedDeps, memberId: number): Promise<FeedSettings> {
  return { hideEnded: await deps.memberSettings.settingOf(memberId, 'hide_ended_deals') };
}

async function updateFeedSettings(
  deps: FeedDeps,
  memberId: number,
  settings: FeedSettings,
): Promise<FeedSettings> {
  await deps.memberSettings.changeSetting(memberId, 'hide_ended_deals', settings.hideEnded);
  return settings;
}

/**
 * Removes a deal's picture and keeps the deal: a stored file is deleted once the row no longer
 * points at it; a partner-CDN picture is only unset. 404 when the deal is missing.
 */
async function deleteDealImage(deps: FeedDeps, id: number): Promise<void> {
  const previous = await deps.db.transaction().execute(async (trx) => {
    const deal = await lockDeal(trx, id);
    if (!deal) throw new AppError(404, 'NOT_FOUND');
    if (deal.img_link) await clearDealImage(trx, id);
    return deal.img_link;
  });
  if (!previous || !isStoredImage(previous)) return;
  try {
    await deps.storage.delete(previous);
  } catch (error) {
    deps.log.warn({ err: error, key: previous }, 'deal image file not deleted');
  }
}

/**
 * Flips the caller's like of a deal. The deal row is locked for the transaction, so concurrent
 * taps apply one after the other and like_count always equals the rows. A like of a member whose
 * votes count (member/standing.ts) is marked so and moves the hot score; any like shows.
 */
async function toggleLike(deps: FeedDeps, dealId: number, memberId: number): Promise<LikeResponse> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockDeal(trx, dealId))) throw new AppError(404, 'NOT_FOUND');
    const removed = await deleteLike(trx, dealId, memberId);
    if (removed) {
      const likeCount = await addToLikeCount(trx, dealId, -1, removed.counted ? -1 : 0);
      return { isLiked: false, likeCount };
    }
    const counted = (await deps.standing.one(memberId, trx))?.votes === true;
    const added = await insertLike(trx, dealId, memberId, counted);
    const likeCount = await addToLikeCount(trx, dealId, added ? 1 : 0, added && counted ? 1 : 0);
    return { isLiked: true, likeCount };
  });
}

/** The deal feed for its routes and for other modules, built once by the composition root. */
export function createFeedService(deps: FeedDeps) {
  const ended = createEndedReports({
    db: deps.db,
    cursors: deps.cursors,
    standing: deps.standing,
    ended: (trx, dealIds) => deps.events.ended(trx, dealIds),
  });
  return {
    list: (query: FeedListQuery, member: AuthMember | null) => listFeed(deps, query, member),
    /** The deals with these ids as feed items, in the order of `ids` (missing ones skipped). */
    listByIds: (ids: readonly number[], memberId: number | null) =>
      listDealsByIds(deps, ids, memberId),
    /** The feed's first pictures, for the app shell to preload. */
    firstImages: () => firstFeedImages(deps),
    /** A deal's picture, for the app shell to preload. */
    imageOf: (id: number) => dealImageOf(deps, id),
    get: (id: number, member: AuthMember | null) => getDeal(deps, id, member),
    /** The prices seen for a deal's product, with its lowest, usual and current price. */
    priceHistory: (id: number) => priceHistoryOf(deps.db, id),
    /** A price seen for the product behind a store URL (a link preview): recorded when it changed. */
    recordObservedPrice: (storeUrl: string, price: number) =>
      recordPriceChange(deps.db, storeUrl, price),
    /** One deal as stored, without the caller's flags or comments; undefined when missing. */
    find: (id: number) => selectDealDetail(deps.db, id, null),
    create: (input: FeedCreateInput, authorId: number) => createDeal(deps, input, authorId),
    update: (input: FeedUpdateRequest) => updateDeal(deps, input),
    deleteImage: (id: number) => deleteDealImage(deps, id),
    toggleLike: (dealId: number, memberId: number) => toggleLike(deps, dealId, memberId),
    reportEnded: ended.report,
    reopen: ended.reopen,
    /** The managers' 종료 신고 queue and their 종료 확정 / 다시 열기. */
    endedReports: { list: ended.queue, review: ended.review },
    settings: (memberId: number) => feedSettings(deps, memberId),
    updateSettings: (memberId: number, settings: FeedSettings) =>
      updateFeedSettings(deps, memberId, settings),
    /**
     * Where a deal's buy button leads (its own stored link); undefined when the deal is missing
     * or its link does not name a public host (rows written before the rule).
     */
    buyLink: async (id: number) => {
      const link = await selectBuyLink(deps.db, id);
      const usable = link !== undefined && isHttpUrl(link);
      return usable && isPublicLink(link, deps.allowLoopbackLinks) ? link : undefined;
    },
    clicks: deps.clicks,
    /** What a partner import writes, each in the import's transaction `trx`. */
    imports: {
      /** The gold-box deals with these product ids, locked. */
      lockGoldBoxDeals: selectGoldBoxDealsForUpdate,
      /** New deals (one already there under the same source and id is left alone). */
      insert: (trx: Kysely<DB>, rows: NewDeal[]) =>
        insertImportedDeals(
          trx,
          rows.map((row) => ({ ...row, product_key: productKeyOf(row.link) })),
        ),
      /** Applies an item's changes; a reopened deal's open 종료됐어요 reports are closed. */
      update: async (trx: Kysely<DB>, id: number, values: DealUpdate) => {
        const reopened = values.ended_at === null;
        await updateImportedDeal(trx, id, reopened ? { ...values, ended_by: null } : values);
        if (reopened) await closeEndedReports(trx, [id]);
      },
      /** An item's price changed: told on as a manager's change is (a drop is followed up). */
      repriced: (trx: Kysely<DB>, dealId: number, prices: { from: number; to: number }) =>
        deps.events.repriced(trx, dealId, prices),
      /** Ends every open gold-box deal whose product id is not in the list; returns them. */
      endGoldBoxDealsNotIn: async (trx: Kysely<DB>, externalIds: string[]) => {
        const ended = await endGoldBoxDealsNotIn(trx, externalIds);
        await deps.events.ended(
          trx,
          ended.map((deal) => deal.id),
        );
        return ended;
      },
      /** Prices seen for products, for their price history. */
      recordPrices,
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;

/** Deals as the comment module writes on them: locked and counted here. */
export const commentedDeals: CommentedRows = {
  lock: async (trx, id) => (await lockDeal(trx, id)) !== undefined,
  addToCommentCount: addToDealCommentCount,
};
