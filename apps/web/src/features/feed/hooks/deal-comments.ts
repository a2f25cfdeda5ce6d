import { useQueryClient } from '@tanstack/react-query';
import { dealKeys, patchDeal } from '@/entities/deal';
import { deleteComment, postComment } from '../api';

/** Posting and deleting a deal's comments; the detail is refetched for the new tree. */
export function useDealComments(id: number) {
  const queryClient = useQueryClient();
  const settle = (commentCount: number) => {
    patchDeal(queryClient, id, { commentCount });
    return queryClient.invalidateQueries({ queryKey: dealKeys.detail(id) });
  };
  return {
    submit: async (input: { content: string; parentId: number | null }) => {
      const { commentCount } = await postComment(id, input);
      await settle(commentCount);
    },
    remove: async (commentId: number) => {
      const { commentCount } = await deleteComment(id, commentId);
      await settle(commentCount);
    },
  };
}
