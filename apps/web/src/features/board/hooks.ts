import {
  type BoardLikeResponse,
  type BoardListItem,
  type CommentCreateRequest,
} from '@akkyeo/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showPostForEveryone } from '@/entities/post-moderation';
import {
  FIRST_CURSOR,
  nextPageParam,
  patchCachedItem,
  removeCachedItem,
  type CachedItemKeys,
} from '@/shared/api';
import {
  deleteBoardComment,
  deleteBoardPost,
  fetchBoardPage,
  fetchReviewedDeal,
  hideBoardPost,
  likeBoardPost,
  postBoardComment,
  reportBoardPost,
} from './api';
import { boardKeys, boardPostQuery } from './queries';

/** The board, a keyword's posts, or with `dealId` the 후기 posts of that deal. */
export function useBoardList(keyword = '', dealId: number | null = null) {
  return useInfiniteQuery({
    queryKey: boardKeys.list(keyword, dealId),
    queryFn: ({ pageParam, signal }) =>
      fetchBoardPage({ cursor: pageParam, keyword, dealId: dealId ?? undefined }, signal),
    initialPageParam: FIRST_CURSOR,
    getNextPageParam: nextPageParam,
  });
}

export function useBoardDetail(id: number) {
  return useQuery(boardPostQuery(id));
}

/** The deal a new 후기 reviews (the write page opened from a deal); idle without one. */
export function useReviewedDeal(dealId: number | null) {
  return useQuery({
    queryKey: boardKeys.reviewedDeal(dealId ?? 0),
    queryFn: ({ signal }) => fetchReviewedDeal(dealId!, signal),
    enabled: dealId !== null,
    retry: false,
  });
}

const postKeys = (id: number): CachedItemKeys => ({
  lists: [boardKeys.lists()],
  detail: boardKeys.detail(id),
});

/** Like toggle: takes the server's status and count. */
export function useLikeBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => likeBoardPost(id),
    onSuccess: ({ status, likeCount }: BoardLikeResponse, id) =>
      patchCachedItem<BoardListItem>(queryClient, postKeys(id), id, { isLiked: status, likeCount }),
    onError: (error) => console.error(error),
  });
}

export function useHideBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => hideBoardPost(id),
    onSuccess: (_result, id) => removeCachedItem(queryClient, postKeys(id), id),
  });
}

/** An admin shows a post hidden for everyone again; the post and the lists are read anew. */
export function useUnhideForEveryone() {
  const invalidate = useInvalidateBoard();
  return useMutation({
    mutationFn: (id: number) => showPostForEveryone(id),
    onSuccess: (_result, id) => invalidate(id),
  });
}

export function useDeleteBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteBoardPost(id),
    onSuccess: (_result, id) => removeCachedItem(queryClient, postKeys(id), id),
  });
}

export function useReportBoard() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => reportBoardPost(id, reason),
  });
}

/** Comment writes on a post: the count follows the server's, then the detail is read again. */
export function useBoardComments(id: number) {
  const queryClient = useQueryClient();
  const settle = (commentCount: number) => {
    patchCachedItem<BoardListItem>(queryClient, postKeys(id), id, { commentCount });
    void queryClient.invalidateQueries({ queryKey: boardKeys.detail(id) });
  };
  return {
    submit: async (input: CommentCreateRequest) => {
      settle((await postBoardComment(id, input)).commentCount);
    },
    remove: async (commentId: number) => {
      settle((await deleteBoardComment(id, commentId)).commentCount);
    },
  };
}

/** After a write or an edit: the lists and the post are read again. */
export function useInvalidateBoard() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: boardKeys.lists() }),
      id === undefined
        ? undefined
        : queryClient.invalidateQueries({ queryKey: boardKeys.detail(id) }),
    ]);
}
