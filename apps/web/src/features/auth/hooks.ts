import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { runAfterLoginHooks } from '@/shared/auth';
import { useAuthStore, useLastPathStore } from '@/shared/stores';
import { safeReturnPath } from './redirect-target';

/**
 * Finishes any login: stores the token, runs the after-login hooks (push permission), then goes
 * to the redirect query, the remembered path, or home. False when the token is unreadable.
 */
export function useCompleteLogin(): (token: string) => Promise<boolean> {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useCallback(
    async (token: string) => {
      if (!useAuthStore.getState().login(token)) return false;
      await runAfterLoginHooks();
      const lastPath = useLastPathStore.getState();
      const target =
        safeReturnPath(searchParams.get('redirect')) ??
        (lastPath.status ? safeReturnPath(lastPath.lastPath) : null) ??
        '/';
      lastPath.removeLastPath();
      await navigate(target, { replace: true });
      return true;
    },
    [navigate, searchParams],
  );
}
