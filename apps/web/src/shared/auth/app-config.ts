import { paths, type AppConfig } from '@akkyeo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api';

export const appConfigKey = ['app-config'] as const;

export function fetchAppConfig(): Promise<AppConfig> {
  return api.get<AppConfig>(paths.config);
}

/** The deployment's public settings (GET /v1/config), read once per page load. */
export function useAppConfig() {
  return useQuery({
    queryKey: appConfigKey,
    queryFn: fetchAppConfig,
    staleTime: Infinity,
    retry: 1,
  });
}
