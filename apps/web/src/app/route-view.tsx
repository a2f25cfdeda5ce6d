import { useEffect } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { setNavigator } from '@/shared/lib';
import { RouteTableContext } from '@/shared/routing';
import { RouteErrorBoundary } from './route-error';

/**
 * The screen `routes` match at the current location, under the error page, with the route table
 * that `useRouteHandle` reads; it also lends the router's navigate to code outside React.
 */
export function RouteView({ routes }: { routes: RouteObject[] }) {
  const { key } = useLocation();
  const navigate = useNavigate();
  const screen = useRoutes(routes);
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  return (
    <RouteTableContext value={routes}>
      <RouteErrorBoundary resetKey={key}>{screen}</RouteErrorBoundary>
    </RouteTableContext>
  );
}
