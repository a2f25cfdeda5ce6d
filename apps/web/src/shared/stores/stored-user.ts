import type { Role } from '@akkyeo/contracts';
import { keepMemberHint } from '../lib/member-hint';
import { USER_STORAGE_KEY } from './storage-keys';

/** The signed-in user's record, kept under the `user` localStorage key. */
export interface StoredUser {
  id: string;
  nickname: string | null;
  roles: Role[];
  accessToken: string;
}

function isStoredUser(value: unknown): value is StoredUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Partial<StoredUser>;
  return (
    typeof user.id === 'string' && typeof user.accessToken === 'string' && Array.isArray(user.roles)
  );
}

export function readStoredUser(): StoredUser | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isStoredUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Stores the user, and the member hint cookie with it (`keepMemberHint`). */
export function writeStoredUser(user: StoredUser): void {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  keepMemberHint(true);
}

export function removeStoredUser(): void {
  localStorage.removeItem(USER_STORAGE_KEY);
  keepMemberHint(false);
}
