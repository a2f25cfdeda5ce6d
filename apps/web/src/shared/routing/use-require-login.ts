import { messages } from '@akkyeo/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '../stores/auth-store';
import { useLastPathStore } from '../stores/last-path-store';
import { dialog } from '../ui/dialog/dialog-store';
import { loginPath } from './route-paths';

/** Sends the user to login, remembering `returnTo` (default: the current full path). */
export function useRedirectToLogin(): (returnTo?: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const setLastPath = useLastPathStore((state) => state.setLastPath);
  return useCallback(
    (returnTo?: string) => {
      const path = returnTo ?? `${location.pathname}${location.search}`;
      setLastPath(path);
      void navigate(loginPath(path));
    },
    [location.pathname, location.search, navigate, setLastPath],
  );
}

/**
 * For actions that need login: true when logged in; otherwise alerts 로그인 후 이용 가능합니다!,
 * goes to login with a redirect back here, and resolves false.
 */
export function useRequireLogin(): () => Promise<boolean> {
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const redirectToLogin = useRedirectToLogin();
  return useCallback(async () => {
    if (isLoggedIn) return true;
    await dialog.alert(messages.access.loginRequired);
    redirectToLogin();
    return false;
  }, [isLoggedIn, redirectToLogin]);
}
