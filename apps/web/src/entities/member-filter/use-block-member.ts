import { messages } from '@akkyeo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '@/shared/api';
import { useRequireLogin } from '@/shared/routing';
import { dialog, toast } from '@/shared/ui';
import { blockMember } from './api';

/**
 * Blocks a member after a confirm (login first). Every cached list and page is read again, so
 * their posts and comments leave whatever screen shows them. Resolves true once blocked.
 */
export function useBlockMember(): (member: {
  memberId: number;
  nickname: string;
}) => Promise<boolean> {
  const queryClient = useQueryClient();
  const requireLogin = useRequireLogin();
  return useCallback(
    async ({ memberId, nickname }) => {
      if (!(await requireLogin())) return false;
      if (!(await dialog.confirm(messages.block.blockConfirm(nickname)))) return false;
      try {
        await blockMember(memberId);
      } catch (error) {
        toast.error(errorMessage(error));
        return false;
      }
      toast.success(messages.block.blocked(nickname));
      await queryClient.invalidateQueries();
      return true;
    },
    [queryClient, requireLogin],
  );
}
