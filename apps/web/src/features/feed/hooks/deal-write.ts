import type { FeedCreateRequest, FeedUpdateRequest } from '@akkyeo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dealKeys } from '@/entities/deal';
import { createDeal, deleteDealImage, updateDeal } from '../api';

/** Posts a new deal; the lists are fetched again. */
export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedCreateRequest) => createDeal(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealKeys.lists() }),
  });
}

/** Saves an edit of a deal; the deal and the lists are fetched again. */
export function useUpdateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedUpdateRequest) => updateDeal(body),
    onSuccess: ({ id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dealKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: dealKeys.lists() }),
      ]),
  });
}

/** Removes a deal's picture; the deal and the lists are fetched again. */
export function useDeleteDealImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteDealImage(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dealKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: dealKeys.lists() }),
      ]),
  });
}
