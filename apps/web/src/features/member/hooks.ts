import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { FIRST_CURSOR, nextPageParam } from '@/shared/api';
import { fetchMemberProfile, fetchMyComments, fetchMyFavorites, fetchMyPosts } from './api';

export const memberKeys = {
  profile: ['member', 'profile'] as const,
  activity: (type: 'post' | 'comment' | 'favorite') => ['member', 'activity', type] as const,
};

export function useMemberProfile() {
  return useQuery({
    queryKey: memberKeys.profile,
    queryFn: ({ signal }) => fetchMemberProfile(signal),
  });
}

export function useRefetchProfile(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: memberKeys.profile }),
    [queryClient],
  );
}

const activityList = { initialPageParam: FIRST_CURSOR, getNextPageParam: nextPageParam };

/** The caller's posts, newest first, page by page. */
export function useMyPosts() {
  return useInfiniteQuery({
    queryKey: memberKeys.activity('post'),
    queryFn: ({ pageParam, signal }) => fetchMyPosts(pageParam, signal),
    ...activityList,
  });
}

/** The caller's comments on deals and posts, newest first, page by page. */
export function useMyComments() {
  return useInfiniteQuery({
    queryKey: memberKeys.activity('comment'),
    queryFn: ({ pageParam, signal }) => fetchMyComments(pageParam, signal),
    ...activityList,
  });
}

/** The caller's bookmarked deals, newest bookmark first, page by page. */
export function useMyFavorites() {
  return useInfiniteQuery({
    queryKey: memberKeys.activity('favorite'),
    queryFn: ({ pageParam, signal }) => fetchMyFavorites(pageParam, signal),
    ...activityList,
  });
}
