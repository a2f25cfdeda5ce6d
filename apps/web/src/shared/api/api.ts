import { getAccessToken, useAuthStore } from '../stores/auth-store';
import { createApiClient, type ApiClientConfig } from './client';
import { endSession, expireSession } from './session';

/** The app's one API client, wired to the auth store, the dialog and the router. */
export const api = createApiClient({
  getToken: getAccessToken,
  onTokenRefreshed: (token) => {
    useAuthStore.getState().setAccessToken(token);
  },
  onSessionExpired: expireSession,
  onRefreshFailed: endSession,
});

/** Lets a feature replace parts of the client's wiring, e.g. `configureApiClient({ refresh })`. */
export function configureApiClient(changes: Partial<ApiClientConfig>): void {
  api.configure(changes);
}
