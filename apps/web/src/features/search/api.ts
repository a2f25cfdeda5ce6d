import { paths, type BoardListResponse, type FeedListResponse } from '@akkyeo/contracts';
import { api, cursorQuery, type PageCursor } from '@/shared/api';

/**
 * One page of deals matching the keyword (GET /v1/feed/?keyword=); `includeMuted` shows a member
 * the deals their mutes hide.
 */
export function searchDeals(
  keyword: string,
  includeMuted: boolean,
  cursor: PageCursor,
  signal?: AbortSignal,
) {
  return api.get<FeedListResponse>(paths.feed.list, {
    query: { keyword, ...(includeMuted ? { includeMuted: 'true' } : {}), ...cursorQuery(cursor) },
    signal,
  });
}

/** One page of posts matching the keyword (GET /v1/board/?keyword=). */
export function searchBoards(keyword: string, cursor: PageCursor, signal?: AbortSignal) {
  return api.get<BoardListResponse>(paths.board.list, {
    query: { keyword, ...cursorQuery(cursor) },
    signal,
  });
}
