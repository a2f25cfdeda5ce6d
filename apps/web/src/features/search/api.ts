import { paths, PAGE_SIZE, type BoardListResponse, type FeedListResponse } from '@akkyeo/contracts';
import { api } from '@/shared/api';

/** One page of deals matching the keyword (GET /v1/feed/?keyword=). */
export function searchDeals(keyword: string, page: number, signal?: AbortSignal) {
  return api.get<FeedListResponse>(paths.feed.list, {
    query: { keyword, page, size: PAGE_SIZE },
    signal,
  });
}

/** One page of posts matching the keyword (GET /v1/board/?keyword=). */
export function searchBoards(keyword: string, page: number, signal?: AbortSignal) {
  return api.get<BoardListResponse>(paths.board.list, {
    query: { keyword, page, size: PAGE_SIZE },
    signal,
  });
}
