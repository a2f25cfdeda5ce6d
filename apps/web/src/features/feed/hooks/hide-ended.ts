import type { FeedSettings } from '@akkyeo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dealKeys } from '@/entities/deal';
import { errorMessage } from '@/shared/api';
import { useHydrated } from '@/shared/lib';
import { useAuthStore } from '@/shared/stores';
import { toast } from '@/shared/ui';
import { fetchFeedSettings, saveFeedSettings } from '../api';

/** This device's copy of the 종료 딜 숨기기 choice (a guest's only copy). */
const HIDE_ENDED_STORAGE_KEY = 'feed.hideEnded';

function readLocalHideEnded(): boolean {
  try {
    return localStorage.getItem(HIDE_ENDED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeLocalHideEnded(value: boolean): void {
  try {
    localStorage.setItem(HIDE_ENDED_STORAGE_KEY, String(value));
  } catch {
    // Private browsing without storage: the choice lasts for this visit.
  }
}

const feedSettingsKey = [...dealKeys.all, 'settings'] as const;

/**
 * The 종료 딜 숨기기 switch: a member's choice is kept on the server (their setting, on every
 * device), a guest's in this browser; the device's copy is used until the server's arrives, so
 * the feed never waits for it. A screen the server drew shows every deal until it is hydrated.
 */
export function useHideEnded(): { hideEnded: boolean; setHideEnded: (value: boolean) => void } {
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const [local, setLocal] = useState(readLocalHideEnded);
  const settings = useQuery({
    queryKey: feedSettingsKey,
    queryFn: ({ signal }) => fetchFeedSettings(signal),
    enabled: isLoggedIn,
  });
  const save = useMutation({
    mutationFn: (next: FeedSettings) => saveFeedSettings(next),
    onSuccess: (saved) => queryClient.setQueryData(feedSettingsKey, saved),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const stored = isLoggedIn ? settings.data?.hideEnded : undefined;
  return {
    hideEnded: hydrated && (save.isPending ? save.variables.hideEnded : (stored ?? local)),
    setHideEnded: (hideEnded) => {
      writeLocalHideEnded(hideEnded);
      setLocal(hideEnded);
      if (isLoggedIn) save.mutate({ hideEnded });
    },
  };
}
