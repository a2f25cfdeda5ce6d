import { matchAppRoute } from '@akkyeo/contracts';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useRoutes } from 'react-router';
import { setNavigator } from '@/shared/lib';
import { RouteErrorBoundary } from './route-error';
import type { ScreenTable } from './routes';

/** A screen under the error page; it also lends the router's navigate to code outside React. */
export function ScreenFrame({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  return <RouteErrorBoundary resetKey={key}>{children}</RouteErrorBoundary>;
}

/**
 * The screen the route table (contracts' `matchAppRoute`, the server's matcher too) names at the
 * current location, in the layout. The router is handed that one route: given the whole table it
 * flattened, ranked and compiled every route again at each render (decision 0019).
 */
export function RouteView({ table }: { table: ScreenTable }) {
  const { pathname } = useLocation();
  const screen = useMemo(() => {
    const match = matchAppRoute(pathname);
    return (match && table.screens.get(match.route.path)) ?? table.notFound;
  }, [table, pathname]);
  const routes = useMemo(() => [{ element: table.layout, children: [screen] }], [table, screen]);
  return <ScreenFrame>{useRoutes(routes)}</ScreenFrame>;
}
