import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api';

const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network failures and 5xx get two more tries.
        retry: (failures, error) =>
          failures < MAX_RETRIES &&
          !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
