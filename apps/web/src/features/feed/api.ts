import { paths, PAGE_SIZE, toUrl, type FeedListResponse } from '@akkyeo/contracts';
import { api } from '@/shared/api';

export interface FeedPageParams {
  page: number;
  size?: number;
  keyword?: string;
}

export function fetchFeedPage(
  { page, size = PAGE_SIZE, keyword }: FeedPageParams,
  signal?: AbortSignal,
) {
  return api.get<FeedListResponse>(paths.feed.list, {
    query: { page, size, keyword: keyword || undefined },
    signal,
  });
}

/** Toggles the bookmark; resolves the new state when the server says it, else null. */
export async function toggleBookmark(id: number): Promise<boolean | null> {
  const reply = await api.post<unknown>(toUrl(paths.feed.bookmark, { id }));
  const value = (reply as { isBookmarked?: unknown } | null | undefined)?.isBookmarked;
  return typeof value === 'boolean' ? value : null;
}
