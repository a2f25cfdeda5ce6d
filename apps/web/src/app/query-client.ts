import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api';

const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Offline, a load still runs (the service worker may answer it from its cache) and fails
        // at once into the screen's 다시 시도 instead of waiting, paused, behind a spinner.
        networkMode: 'always',
        // A 4xx will not change on retry; network failures and 5xx get two more tries, online.
        retry: (failures, error) =>
          navigator.onLine &&
          failures < MAX_RETRIES &&
          !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
