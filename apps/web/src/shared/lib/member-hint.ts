import { MEMBER_HINT_COOKIE } from '@akkyeo/contracts';

/** How long the hint outlives the last visit; each start of the app renews it while logged in. */
const HINT_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * Keeps the member hint cookie while someone is logged in in this browser, and clears it when
 * not. It holds `1` and nothing else (no identity, no token): with it the server draws the list
 * screens loading instead of with a visitor's list, which would show the member's muted deals.
 */
export function keepMemberHint(loggedIn: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = loggedIn
    ? `1; Max-Age=${HINT_MAX_AGE_S}`
    : `; Expires=${new Date(0).toUTCString()}`;
  document.cookie = `${MEMBER_HINT_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
}
