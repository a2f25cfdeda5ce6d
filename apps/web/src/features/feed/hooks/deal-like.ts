import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchDeal } from '@/entities/deal';
import { toggleLike } from '../api';

/** Like toggle: the caller confirms first; the deal then takes the server's state and count. */
export function useLikeToggle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleLike(id),
    onSuccess: (result) => patchDeal(queryClient, id, result),
  });
}
