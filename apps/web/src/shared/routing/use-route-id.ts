import { parseRouteId } from '@akkyeo/contracts';
import { useParams } from 'react-router';

/**
 * The route's `:id` as a number. The route guard shows the not-found page for an id that
 * `parseRouteId` refuses, so a page only ever sees a valid one.
 */
export function useRouteId(): number {
  const id = parseRouteId(useParams().id);
  if (id === null) throw new Error('useRouteId on a route without a valid :id');
  return id;
}
