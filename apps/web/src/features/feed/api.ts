import {
  DEFAULT_FEED_SORT,
  paths,
  PAGE_SIZE,
  toUrl,
  type BookmarkListResponse,
  type CommentCreateRequest,
  type CommentCreateResponse,
  type CommentDeleteResponse,
  type EndedState,
  type FeedCreateRequest,
  type FeedDetail,
  type FeedListResponse,
  type FeedSettings,
  type FeedSort,
  type FeedUpdateRequest,
  type FeedWriteResponse,
  type LikeResponse,
  type PriceHistory,
} from '@akkyeo/contracts';
import { api, cursorQuery, type PageCursor } from '@/shared/api';

export interface FeedPageParams {
  cursor: PageCursor;
  size?: number;
  keyword?: string;
  /** Leave ended deals out (종료 딜 숨기기). */
  hideEnded?: boolean;
  sort?: FeedSort;
}

export function fetchFeedPage(
  { cursor, size = PAGE_SIZE, keyword, hideEnded, sort = DEFAULT_FEED_SORT }: FeedPageParams,
  signal?: AbortSignal,
) {
  return api.get<FeedListResponse>(paths.feed.list, {
    query: {
      ...cursorQuery(cursor, size),
      keyword: keyword || undefined,
      hideEnded: hideEnded ? 'true' : undefined,
      sort: sort === DEFAULT_FEED_SORT ? undefined : sort,
    },
    signal,
  });
}

export function reportEnded(id: number) {
  return api.post<EndedState>(toUrl(paths.feed.endedReport, { id }));
}

export function reopenDeal(id: number) {
  return api.delete<EndedState>(toUrl(paths.feed.ended, { id }));
}

export function fetchFeedSettings(signal?: AbortSignal) {
  return api.get<FeedSettings>(paths.feed.settings, { signal });
}

export function saveFeedSettings(body: FeedSettings) {
  return api.put<FeedSettings>(paths.feed.settings, body);
}

export function fetchBookmarkPage(cursor: PageCursor, signal?: AbortSignal) {
  return api.get<BookmarkListResponse>(paths.member.bookmark, {
    query: cursorQuery(cursor),
    signal,
  });
}

export function fetchDeal(id: number, signal?: AbortSignal) {
  return api.get<FeedDetail>(toUrl(paths.feed.detail, { id }), { signal });
}

export function fetchPriceHistory(id: number, signal?: AbortSignal) {
  return api.get<PriceHistory>(toUrl(paths.feed.priceHistory, { id }), { signal });
}

export function toggleLike(id: number) {
  return api.post<LikeResponse>(toUrl(paths.feed.like, { id }));
}

export function postComment(id: number, body: CommentCreateRequest) {
  return api.post<CommentCreateResponse>(toUrl(paths.feed.comment, { id }), body);
}

export function deleteComment(id: number, commentId: number) {
  return api.delete<CommentDeleteResponse>(toUrl(paths.feed.commentDelete, { id, commentId }));
}

export function createDeal(body: FeedCreateRequest) {
  return api.post<FeedWriteResponse>(paths.feed.create, body);
}

export function updateDeal(body: FeedUpdateRequest) {
  return api.put<FeedWriteResponse>(paths.feed.update, body);
}

export function deleteDealImage(id: number) {
  return api.delete<void>(toUrl(paths.feed.deleteImage, { id }));
}
