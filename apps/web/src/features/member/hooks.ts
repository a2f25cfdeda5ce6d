import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchMemberProfile } from './api';

export const memberKeys = { profile: ['member', 'profile'] as const };

export function useMemberProfile() {
  return useQuery({
    queryKey: memberKeys.profile,
    queryFn: ({ signal }) => fetchMemberProfile(signal),
  });
}

export function useRefetchProfile(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: memberKeys.profile }),
    [queryClient],
  );
}
