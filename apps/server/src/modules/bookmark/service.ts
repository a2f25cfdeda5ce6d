import {
  type BookmarkListResponse,
  type BookmarkToggleResponse,
  type PageQuery,
} from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { CursorCodec } from '../../lib/cursor';
import { isTimeIdKey, listWindow, toListPage } from '../../lib/list-page';
import { lockDeal } from '../feed/queries';
import type { FeedService } from '../feed/service';
import { lockMember, selectMemberCounts } from '../member/queries';
import type { StandingService } from '../member/standing';
import { deleteBookmark, insertBookmark, selectBookmarkWindow, selectBookmarkers } from './queries';

export interface BookmarkDeps {
  db: Kysely<DB>;
  cursors: CursorCodec;
  /** Shows the bookmarked deals as feed items. */
  deals: Pick<FeedService, 'listByIds'>;
  /** Whose bookmarks move the hot score (docs/security.md). */
  standing: Pick<StandingService, 'one'>;
}

/**
 * Flips the member's bookmark of a deal. The deal's row, then the member's, are locked for the
 * transaction (the order comments take too: the bookmark triggers move the deal's count and hot
 * score and the member's count), so concurrent taps apply one after the other and never leave
 * two rows. A bookmark of a member whose votes count is marked so and moves the hot score. 404
 * for a missing deal.
 */
async function toggleBookmark(
  deps: BookmarkDeps,
  dealId: number,
  memberId: number,
): Promise<BookmarkToggleResponse> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockDeal(trx, dealId))) throw new AppError(404, 'NOT_FOUND');
    if (!(await lockMember(trx, memberId))) throw new AppError(401, 'LOGIN_REQUIRED');
    if (await deleteBookmark(trx, dealId, memberId)) return { isBookmarked: false };
    const counted = (await deps.standing.one(memberId, trx))?.votes === true;
    await insertBookmark(trx, dealId, memberId, counted);
    return { isBookmarked: true };
  });
}

/** The member's bookmarked deals, newest bookmark first. */
async function listBookmarks(
  deps: BookmarkDeps,
  memberId: number,
  query: PageQuery,
): Promise<BookmarkListResponse> {
  const paging = { list: 'bookmarks', cursors: deps.cursors, valid: isTimeIdKey };
  const found = await selectBookmarkWindow(deps.db, memberId, listWindow(query, paging));
  const total = found[0]?.total ?? (await selectMemberCounts(deps.db, memberId)).bookMarkCount;
  const { rows, page } = toListPage(
    found,
    query,
    paging,
    (row) => [row.sort_at, row.deal_id] as const,
    total,
  );
  const ids = rows.map((row) => row.deal_id);
  return { content: await deps.deals.listByIds(ids, memberId), page };
}

/** The caller's bookmarks of deals, built once by the composition root. */
export function createBookmarkService(deps: BookmarkDeps) {
  return {
    toggle: (dealId: number, memberId: number) => toggleBookmark(deps, dealId, memberId),
    list: (memberId: number, query: PageQuery) => listBookmarks(deps, memberId, query),
    /** The members who bookmarked a deal (its follow-ups). */
    bookmarkersOf: (dealId: number) => selectBookmarkers(deps.db, dealId),
  };
}

export type BookmarkService = ReturnType<typeof createBookmarkService>;
