import { paths, toUrl, type BoardDetail } from '@akkyeo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api';

/** Query keys of the board: its lists (one a keyword, or a deal's reviews) and each post. */
export const boardKeys = {
  all: ['board'] as const,
  lists: () => [...boardKeys.all, 'list'] as const,
  list: (keyword = '', dealId: number | null = null) =>
    [...boardKeys.lists(), keyword, dealId] as const,
  reviewedDeal: (dealId: number) => [...boardKeys.all, 'reviewed-deal', dealId] as const,
  detail: (id: number) => [...boardKeys.all, 'detail', id] as const,
};

export function fetchBoard(id: number, signal?: AbortSignal) {
  return api.get<BoardDetail>(toUrl(paths.board.detail, { id }), { signal });
}

/**
 * One post with its comments: the board view's query, also started with its route. A module of
 * its own, so the route table in the entry takes no more of the board than this.
 */
export const boardPostQuery = (id: number) =>
  queryOptions({
    queryKey: boardKeys.detail(id),
    queryFn: ({ signal }) => fetchBoard(id, signal),
  });
