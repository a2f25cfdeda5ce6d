import {
  type FeedCreateInput,
  type FeedListQuery,
  type FeedSettings,
  type FeedUpdateRequest,
  type PageQuery,
} from '@akkyeo/contracts';
import type { AuthMember } from '../auth/tokens';
import type { CommentedRows } from '../comment/service';
import { listReportedDeals, reopenDeal, reportEnded, reviewReportedDeal } from './ended-reports';
import { priceHistoryOf, recordPriceChange } from './price-observations';
import {
  addToDealCommentCount,
  deleteTippedDeal,
  lockDeal,
  selectDealCard,
  selectDealDetail,
} from './queries';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

import type { FeedDeps } from './deps';
import { readDealPicture } from './deal-image';
import { buyLinkOf, getDeal } from './detail';
import { dealImports } from './imports';
import { listDealsByIds, listFeed, openDealsLike, openDealsOf } from './list';
import {
  createDeal,
  discardPreparedDeal,
  dropDealPicture,
  insertPreparedDeal,
  prepareDeal,
  type DealDraft,
  type PreparedDeal,
  deleteDealImage,
  feedSettings,
  toggleLike,
  updateDeal,
  updateFeedSettings,
} from './write';

export type { FeedDeps } from './deps';
export { toFeedListItem } from './list';

/** The deal feed for its routes and for other modules, built once by the composition root. */
export function createFeedService(deps: FeedDeps) {
  return {
    list: (query: FeedListQuery, member: AuthMember | null) => listFeed(deps, query, member),
    /** The deals with these ids as feed items, in the order of `ids` (missing ones skipped). */
    listByIds: (ids: readonly number[], memberId: number | null) =>
      listDealsByIds(deps, ids, memberId),
    get: (id: number, member: AuthMember | null) => getDeal(deps, id, member),
    /** The prices seen for a deal's product, with its lowest, usual and current price. */
    priceHistory: (id: number) => priceHistoryOf(deps.db, id),
    /** A price seen for the product behind a store URL (a link preview): recorded when it changed. */
    recordObservedPrice: (storeUrl: string, price: number) =>
      recordPriceChange(deps.db, storeUrl, price),
    /** One deal as stored, without the caller's flags or comments; undefined when missing. */
    find: (id: number) => selectDealDetail(deps.db, id, null),
    /** What a deal's card shows (name, price, market, picture, 종료); undefined when missing. */
    card: (id: number) => selectDealCard(deps.db, id, false),
    /** The same, the deal row locked in `trx` (its writes wait for the transaction). */
    lockCard: (trx: Kysely<DB>, id: number) => selectDealCard(trx, id, true),
    /** The bytes of a deal's picture (`imgLink` as stored); throws when it cannot be read. */
    picture: (location: string) => readDealPicture(deps.storage, deps.outbound, location),
    create: (input: FeedCreateInput, authorId: number) => createDeal(deps, input, authorId),
    /** A deal written by another module's transaction (a published 제보): prepare, insert, discard. */
    prepare: (input: DealDraft) => prepareDeal(deps, input),
    insertPrepared: (
      trx: Kysely<DB>,
      prepared: PreparedDeal,
      by: { authorId: number; tippedBy?: number },
    ) => insertPreparedDeal(deps, trx, prepared, by),
    discardPrepared: (prepared: PreparedDeal) => discardPreparedDeal(deps, prepared),
    /**
     * Removes a deal that was a 제보 (a manager unpublished it), in `trx`: its picture's location
     * (for `dropPicture` after the commit), or undefined when it was not one.
     */
    deleteTipped: (trx: Kysely<DB>, id: number) => deleteTippedDeal(trx, id),
    /** Deletes a removed deal's stored picture file (after the commit that removed the deal). */
    dropPicture: (location: string | null) => dropDealPicture(deps, location),
    /** Open deals of the same product from the last 7 days (the 제보 duplicate check). */
    openDealsLike: (url: string) => openDealsLike(deps, url),
    /** The same for several products at once, by price-history key (the 제보 queue's page). */
    openDealsOf: (productKeys: readonly string[]) => openDealsOf(deps, productKeys),
    update: (input: FeedUpdateRequest) => updateDeal(deps, input),
    deleteImage: (id: number) => deleteDealImage(deps, id),
    toggleLike: (dealId: number, memberId: number) => toggleLike(deps, dealId, memberId),
    reportEnded: (dealId: number, member: AuthMember) => reportEnded(deps, dealId, member),
    reopen: (dealId: number, member: AuthMember) => reopenDeal(deps, dealId, member),
    /** The managers' 종료 신고 queue and their 종료 확정 / 다시 열기. */
    endedReports: {
      list: (query: PageQuery) => listReportedDeals(deps, query),
      review: (dealId: number, action: 'confirm' | 'reopen') =>
        reviewReportedDeal(deps, dealId, action),
    },
    settings: (memberId: number) => feedSettings(deps, memberId),
    updateSettings: (memberId: number, settings: FeedSettings) =>
      updateFeedSettings(deps, memberId, settings),
    /** Where a deal's buy button leads; undefined when missing or not on a public host. */
    buyLink: (id: number) => buyLinkOf(deps, id),
    clicks: deps.clicks,
    /** What a partner import writes, each in the import's transaction `trx`. */
    imports: dealImports(deps),
  };
}

export type FeedService = ReturnType<typeof createFeedService>;

/** Deals as the comment module writes on them: locked and counted here. */
export const commentedDeals: CommentedRows = {
  lock: async (trx, id) => (await lockDeal(trx, id)) !== undefined,
  addToCommentCount: addToDealCommentCount,
};
