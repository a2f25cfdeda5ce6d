import { messages, REDIRECT_DELAY_MS, type AppRoute } from '@akkyeo/contracts';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useGoBack, useRedirectToLogin } from '@/shared/routing';
import { hasAnyRole, useAuthStore } from '@/shared/stores';
import { NotFound, PageLayout } from '@/shared/ui';

function LoginRedirect({ returnTo }: { returnTo: string }) {
  const redirectToLogin = useRedirectToLogin();
  useEffect(() => {
    redirectToLogin(returnTo);
  }, [redirectToLogin, returnTo]);
  return null;
}

/** A page that says the member may not be here (with a way home), then goes back after 1.6 s. */
function AccessDenied() {
  const goBack = useGoBack();
  useEffect(() => {
    const timer = setTimeout(goBack, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [goBack]);
  return (
    <PageLayout>
      <NotFound message={messages.access.accessDenied} />
    </PageLayout>
  );
}

/**
 * Login-required routes send a logged-out visitor to /login?redirect=<full path>; routes with roles
 * turn away a member without one of them (접근할 수 없습니다., then back after 1.6 s).
 */
export function RouteGuard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const token = useAuthStore((state) => state.token);
  const needsLogin = (route.requiresAuth || !!route.roles) && !isLoggedIn;
  if (needsLogin) return <LoginRedirect returnTo={`${pathname}${search}`} />;
  if (route.roles && !hasAnyRole(token, route.roles)) return <AccessDenied />;
  return children;
}
