import {
  FIRST_PAGE,
  type FeedCreateInput,
  type FeedDetail,
  type FeedListItem,
  type FeedListResponse,
  type FeedUpdateRequest,
  type FeedWriteResponse,
  type KeywordPageQuery,
  type LikeResponse,
} from '@akkyeo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { CursorCodec } from '../../lib/cursor';
import { isTimeIdKey, listWindow, toListPage, type ListPaging } from '../../lib/list-page';
import { toCdnUrl } from '../../lib/cdn-url';
import { cleanDealHtml } from '../../lib/deal-html';
import type { Outbound } from '../../lib/outbound';
import type { Storage } from '../../lib/storage';
import type { AuthMember } from '../auth/tokens';
import type { CommentedRows, CommentService } from '../comment/service';
import { linkPlatformOf, marketNameOf } from '../link-preview/markets';
import { isStoredImage, storeDealImage } from './deal-image';
import { resolveConvertedUrl, type LinkConverter } from './partner-link';
import { recordPrice, recordPrices } from './price-observations';
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
  selectDealPage,
  selectDealsByIds,
  selectRecentDeals,
  selectGoldBoxDealsForUpdate,
  insertImportedDeals,
  updateImportedDeal,
  endGoldBoxDealsNotIn,
  updateDeal as updateDealRow,
  type DealDetailRow,
  type DealListRow,
  type RecentDealFilter,
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
  /** A manager changed a deal's price. */
  repriced(trx: Kysely<DB>, dealId: number, prices: { from: number; to: number }): Promise<void>;
}

export interface FeedDeps {
  db: Kysely<DB>;
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
  /** The board's 후기 posts of a deal (the composition root wires it). */
  reviews: DealReviews;
}

/** What the board tells the feed about the 후기 posts that name a deal. */
export interface DealReviews {
  count(dealId: number): Promise<number>;
}

const feedPaging = (cursors: CursorCodec): ListPaging => ({
  list: 'feed',
  cursors,
  valid: isTimeIdKey,
});

/**
 * One page of the feed, newest first, with the caller's bookmark and like flags: one statement,
 * no count (the extra row tells whether a next page exists).
 */
async function listFeed(
  deps: FeedDeps,
  query: KeywordPageQuery,
  member: AuthMember | null,
): Promise<FeedListResponse> {
  const paging = feedPaging(deps.cursors);
  const rows = await selectDealPage(deps.db, {
    keyword: query.keyword || undefined,
    window: listWindow(query, paging),
    memberId: member?.id ?? null,
  });
  const page = toListPage(rows, query, paging, (row) => [row.sort_at, row.id] as const);
  return { content: page.rows.map((row) => toFeedListItem(row, deps.cdnBaseUrl)), page: page.page };
}

/** The deals with these ids as feed items, in the order of `ids` (missing ones skipped). */
async function listDealsByIds(
  deps: FeedDeps,
  ids: readonly number[],
  memberId: number | null,
): Promise<FeedListItem[]> {
  const rows = await selectDealsByIds(deps.db, ids, memberId);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toFeedListItem(row, deps.cdnBaseUrl)] : [];
  });
}

/** Pictures the feed's first cards show (FIRST_SCREEN_IMAGES at most), as the list gives them. */
async function firstFeedImages(deps: FeedDeps): Promise<string[]> {
  const page = await listFeed(deps, { page: FIRST_PAGE, size: FIRST_SCREEN_IMAGES }, null);
  return page.content.flatMap((item) => (item.imgLink ? [item.imgLink] : []));
}

/** A deal's picture as its page shows it; none when the deal or its picture is missing. */
async function dealImageOf(deps: FeedDeps, id: number): Promise<string[]> {
  const image = toCdnUrl(deps.cdnBaseUrl, (await selectDealImage(deps.db, id)) ?? null);
  return image ? [image] : [];
}

/** A deal row as the contract's feed item. */
export function toFeedListItem(row: DealListRow, cdnBaseUrl: string): FeedListItem {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    market: row.market,
    imgLink: toCdnUrl(cdnBaseUrl, row.img_link),
    link: row.converted_url ?? row.link,
    createdDatetime: row.created_at.toISOString(),
    goldbox: row.source === 'COUPANG_GOLD_BOX',
    freeShipping: row.is_free_shipping,
    source: row.source,
    ended: row.ended_at !== null,
    isBookmarked: row.is_bookmarked,
    isLiked: row.is_liked,
    likeCount: row.like_count,
    commentCount: row.comment_count,
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
    deps.comments.tree('deal', id),
    deps.reviews.count(id),
  ]);
  return {
    ...toFeedListItem(row, deps.cdnBaseUrl),
    url: row.link,
    isFreeShipping: row.is_free_shipping,
    content: row.content,
    isPartnerLink: isPartnerLink(row),
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

/**
 * Writes a manager's deal (one of our own picks): content sanitised, market from the link when
 * not given, the buy link from the partner-link seam, the picture stored when asked; members who
 * opted in are notified in the same transaction.
 */
async function createDeal(
  deps: FeedDeps,
  input: FeedCreateInput,
  authorId: number,
): Promise<FeedWriteResponse> {
  const url = new URL(input.url);
  const platform = linkPlatformOf(url);
  const market = input.shoppingMall ?? marketNameOf(platform) ?? url.hostname.replace(/^www\./, '');
  const convertedUrl = await resolveConvertedUrl(url.href, platform, deps.links);
  const { content, contentText } = await cleanDealHtml(input.content);
  const imgLink = input.containImage && input.image ? await dealImage(deps, input.image) : null;
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      const dealId = await insertDeal(trx, {
        source: 'AKKYEO',
        name: input.name,
        price: input.price,
        market,
        img_link: imgLink,
        link: url.href,
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
 * taps apply one after the other and like_count always equals the rows.
 */
async function toggleLike(deps: FeedDeps, dealId: number, memberId: number): Promise<LikeResponse> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockDeal(trx, dealId))) throw new AppError(404, 'NOT_FOUND');
    if (await deleteLike(trx, dealId, memberId)) {
      return { isLiked: false, likeCount: await addToLikeCount(trx, dealId, -1) };
    }
    const added = await insertLike(trx, dealId, memberId);
    return { isLiked: true, likeCount: await addToLikeCount(trx, dealId, added ? 1 : 0) };
  });
}

/** The deal feed for its routes and for other modules, built once by the composition root. */
export function createFeedService(deps: FeedDeps) {
  return {
    list: (query: KeywordPageQuery, member: AuthMember | null) => listFeed(deps, query, member),
    /** The deals with these ids as feed items, in the order of `ids` (missing ones skipped). */
    listByIds: (ids: readonly number[], memberId: number | null) =>
      listDealsByIds(deps, ids, memberId),
    /** The feed's first pictures, for the app shell to preload. */
    firstImages: () => firstFeedImages(deps),
    /** A deal's picture, for the app shell to preload. */
    imageOf: (id: number) => dealImageOf(deps, id),
    get: (id: number, member: AuthMember | null) => getDeal(deps, id, member),
    /** One deal as stored, without the caller's flags or comments; undefined when missing. */
    find: (id: number) => selectDealDetail(deps.db, id, null),
    /** Open deals created since a moment, narrowed by price, source and shipping; newest first. */
    recent: (filter: RecentDealFilter) => selectRecentDeals(deps.db, filter),
    create: (input: FeedCreateInput, authorId: number) => createDeal(deps, input, authorId),
    update: (input: FeedUpdateRequest) => updateDeal(deps, input),
    deleteImage: (id: number) => deleteDealImage(deps, id),
    toggleLike: (dealId: number, memberId: number) => toggleLike(deps, dealId, memberId),
    /** What a partner import writes, each in the import's transaction `trx`. */
    imports: {
      /** The gold-box deals with these product ids, locked. */
      lockGoldBoxDeals: selectGoldBoxDealsForUpdate,
      /** New deals (one already there under the same source and id is left alone). */
      insert: insertImportedDeals,
      update: updateImportedDeal,
      /** Ends every open gold-box deal whose product id is not in the list; returns them. */
      endGoldBoxDealsNotIn,
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
