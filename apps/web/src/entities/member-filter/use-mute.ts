import { messages, UNDO_TOAST_MS, type MuteRequest } from '@akkyeo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '@/shared/api';
import { dealKeys } from '@/entities/deal';
import { useRequireLogin } from '@/shared/routing';
import { toast } from '@/shared/ui';
import { addMute, filterKeys, removeMute } from './api';

/**
 * Mutes a word or a store (login first): the deal lists are read again without its deals, and a
 * toast offers 되돌리기, which removes the mute and reads them again. Resolves true once muted.
 */
export function useMute(): (input: MuteRequest) => Promise<boolean> {
  const queryClient = useQueryClient();
  const requireLogin = useRequireLogin();
  return useCallback(
    async (input) => {
      if (!(await requireLogin())) return false;
      const refresh = () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: dealKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: filterKeys.mutes }),
        ]);
      try {
        const mute = await addMute(input);
        await refresh();
        toast.show(
          input.type === 'MARKET'
            ? messages.block.mutedMarket(mute.value)
            : messages.block.mutedWord(mute.value),
          {
            durationMs: UNDO_TOAST_MS,
            action: {
              label: messages.block.undo,
              onAction: () => {
                void removeMute(mute.id)
                  .then(refresh)
                  .catch((error: unknown) => toast.error(errorMessage(error)));
              },
            },
          },
        );
        return true;
      } catch (error) {
        toast.error(errorMessage(error));
        return false;
      }
    },
    [queryClient, requireLogin],
  );
}
