import { useQueryClient } from '@tanstack/react-query';
import { dealKeys, patchDeal } from '@/entities/deal';
import { deleteComment, postComment } from '../api';

/**
 * Posting and deleting a deal's comments. A write is done once the server accepts it: the count
 * follows the server's at once and the detail is read again for the new tree, without waiting, so
 * a failed re-read never makes a saved comment look unsent.
 */
export function useDealComments(id: number) {
  const queryClient = useQueryClient();
  const settle = (commentCount: number) => {
    patchDeal(queryClient, id, { commentCount });
    void queryClient.invalidateQueries({ queryKey: dealKeys.detail(id) });
  };
  return {
    submit: async (input: { content: string; parentId: number | null }) => {
      settle((await postComment(id, input)).commentCount);
    },
    remove: async (commentId: number) => {
      settle((await deleteComment(id, commentId)).commentCount);
    },
  };
}
