import { paths, toUrl, type BoardHiddenResponse } from '@akkyeo/contracts';
import { api } from '@/shared/api';

/**
 * Shows a post an admin hid for everyone again (admins only): from the report queue and from the
 * post's own page, each of which then reads its own lists anew.
 */
export function showPostForEveryone(id: number) {
  return api.put<BoardHiddenResponse>(toUrl(paths.admin.boardHidden, { id }), { hidden: false });
}
