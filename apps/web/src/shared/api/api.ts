import { getAccessToken, useAuthStore } from '../stores/auth-store';
import { createApiClient } from './client';
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
