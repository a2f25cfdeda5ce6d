import { messages } from '@akkyeo/contracts';
import { currentPath, navigateTo } from '../lib/navigation';
import { loginPath, LOGIN_PATH } from '../routing/route-paths';
import { useAuthStore } from '../stores/auth-store';
import { useLastPathStore } from '../stores/last-path-store';
import { dialog } from '../ui/dialog/dialog-store';

/** Logs out locally, remembers where the user was and goes to login. */
export function endSession(): void {
  const path = currentPath();
  useAuthStore.getState().logout();
  if (path.startsWith(LOGIN_PATH)) return;
  useLastPathStore.getState().setLastPath(path);
  navigateTo(loginPath(path), { replace: true });
}

/** The refresh replied without a token: tell the user, then end the session. */
export async function expireSession(): Promise<void> {
  await dialog.alert(messages.access.sessionExpired);
  endSession();
}
