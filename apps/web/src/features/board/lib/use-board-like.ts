import type { BoardListItem } from '@akkyeo/contracts';
import { useCallback } from 'react';
import { useRequireLogin } from '@/shared/routing';
import { useLikeBoard } from '../hooks';

/** Like toggle for a post: login first, then the server's status and count. */
export function useBoardLikeToggle(): (item: BoardListItem) => void {
  const requireLogin = useRequireLogin();
  const { mutate } = useLikeBoard();
  return useCallback(
    (item: BoardListItem) => {
      void requireLogin().then((loggedIn) => {
        if (loggedIn) mutate(item.id);
      });
    },
    [mutate, requireLogin],
  );
}
