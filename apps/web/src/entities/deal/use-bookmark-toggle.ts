import { paths, toUrl, type BookmarkToggleResponse, type FeedListItem } from '@akkyeo/contracts';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/shared/api';
import { useRequireLogin } from '@/shared/routing';
import { dealKeys, patchDeal } from './deal-keys';

function toggleBookmark(id: number) {
  return api.post<BookmarkToggleResponse>(toUrl(paths.feed.bookmark, { id }));
}

/**
 * Star toggle: login first; sets the cached deal to the server's state once it answers, in the
 * deal lists and in `more` (other cached lists of deals, e.g. my favourites).
 */
export function useBookmarkToggle(more: QueryKey[] = []): (item: Pick<FeedListItem, 'id'>) => void {
  const queryClient = useQueryClient();
  const requireLogin = useRequireLogin();
  const { mutate } = useMutation({
    mutationFn: (item: Pick<FeedListItem, 'id'>) => toggleBookmark(item.id),
    onSuccess: ({ isBookmarked }, item) => {
      patchDeal(queryClient, item.id, { isBookmarked }, more);
      void queryClient.invalidateQueries({ queryKey: dealKeys.bookmarks(), refetchType: 'none' });
    },
    onError: (error) => console.error(error),
  });
  return useCallback(
    (item) => {
      void requireLogin().then((loggedIn) => {
        if (loggedIn) mutate(item);
      });
    },
    [mutate, requireLogin],
  );
}
