import {
  toPageInfo,
  type BookmarkListResponse,
  type BookmarkToggleResponse,
  type PageQuery,
} from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { listDealsByIds } from '../feed/service';
import {
  countBookmarks,
  dealExists,
  deleteBookmark,
  insertBookmark,
  lockMember,
  selectBookmarkedIds,
} from './queries';

export interface BookmarkDeps {
  db: Kysely<DB>;
  cdnBaseUrl: string;
}

/**
 * Flips the member's bookmark of a deal. The member's row is locked for the transaction, so
 * concurrent taps apply one after the other and never leave two rows. 404 for a missing deal.
 */
export async function toggleBookmark(
  deps: BookmarkDeps,
  dealId: number,
  memberId: number,
): Promise<BookmarkToggleResponse> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockMember(trx, memberId))) throw new AppError(401, 'LOGIN_REQUIRED');
    if (!(await dealExists(trx, dealId))) throw new AppError(404, 'NOT_FOUND');
    if (await deleteBookmark(trx, dealId, memberId)) return { isBookmarked: false };
    await insertBookmark(trx, dealId, memberId);
    return { isBookmarked: true };
  });
}

/** The member's bookmarked deals, newest bookmark first. */
export async function listBookmarks(
  deps: BookmarkDeps,
  memberId: number,
  query: PageQuery,
): Promise<BookmarkListResponse> {
  const [ids, total] = await Promise.all([
    selectBookmarkedIds(deps.db, memberId, {
      offset: query.page * query.size,
      limit: query.size,
    }),
    countBookmarks(deps.db, memberId),
  ]);
  return {
    content: await listDealsByIds(deps, ids, memberId),
    page: toPageInfo(query, total),
  };
}
