import { configureApiClient } from '@/shared/api';
import { refreshSession } from './api';

/** Wires the real token refresh into the app's API client; main.tsx calls it once. */
export function setupAuth(): void {
  configureApiClient({ refresh: refreshSession });
}
