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
import { listDealsByIds } from '../feed/service';
import {
  dealExists,
  deleteBookmark,
  insertBookmark,
  lockMember,
  selectBookmarkCount,
  selectBookmarkWindow,
} from './queries';

export interface BookmarkDeps {
  db: Kysely<DB>;
  cdnBaseUrl: string;
  cursors: CursorCodec;
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
  const paging = { list: 'bookmarks', cursors: deps.cursors, valid: isTimeIdKey };
  const found = await selectBookmarkWindow(deps.db, memberId, listWindow(query, paging));
  const total = found[0]?.total ?? (await selectBookmarkCount(deps.db, memberId));
  const { rows, page } = toListPage(
    found,
    query,
    paging,
    (row) => [row.sort_at, row.deal_id] as const,
    total,
  );
  const ids = rows.map((row) => row.deal_id);
  return { content: await listDealsByIds(deps, ids, memberId), page };
}
