import type { Role } from '@akkyeo/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { decodeAccessToken } from '../lib/jwt';
import { cacheStorage } from './cache-storage';
import { readStoredUser, removeStoredUser, writeStoredUser, type StoredUser } from './stored-user';

/** What the app knows of the access token: member id and roles. */
export interface AuthToken {
  id: string;
  roles: Role[];
}

interface AuthData {
  isLoggedIn: boolean;
  userId: string | null;
  token: AuthToken | null;
  nickname: string | null;
}

export interface AuthState extends AuthData {
  /** Stores the access token and logs in; false (and logged out) when the token is unreadable. */
  login: (accessToken: string) => boolean;
  /** Replaces the access token after a refresh; false when it is unreadable. */
  setAccessToken: (accessToken: string) => boolean;
  setNickname: (nickname: string) => void;
  /** Removes the stored user and token. */
  logout: () => void;
}

const LOGGED_OUT: AuthData = { isLoggedIn: false, userId: null, token: null, nickname: null };

function fromUser(user: StoredUser | null): AuthData {
  if (!user) return LOGGED_OUT;
  return {
    isLoggedIn: true,
    userId: user.id,
    token: { id: user.id, roles: user.roles },
    nickname: user.nickname,
  };
}

function userFromToken(accessToken: string, fallbackNickname: string | null): StoredUser | null {
  const claims = decodeAccessToken(accessToken);
  if (!claims) return null;
  return {
    id: claims.sub,
    roles: claims.roles,
    nickname: claims.nickname ?? fallbackNickname,
    accessToken,
  };
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => {
      const signIn = (accessToken: string): boolean => {
        const user = userFromToken(accessToken, get().nickname);
        if (!user) {
          get().logout();
          return false;
        }
        writeStoredUser(user);
        set(fromUser(user));
        return true;
      };
      // Logged out here: a screen the server drew (for a visitor) hydrates against this state,
      // and `merge` brings in the stored member at once (zustand's initial state stays this).
      return {
        ...LOGGED_OUT,
        login: signIn,
        setAccessToken: signIn,
        setNickname: (nickname) => {
          const user = readStoredUser();
          if (user) writeStoredUser({ ...user, nickname });
          set({ nickname });
        },
        logout: () => {
          removeStoredUser();
          set(LOGGED_OUT);
        },
      };
    },
    {
      name: 'auth',
      storage: cacheStorage<AuthData>(),
      partialize: ({ isLoggedIn, userId, token, nickname }) => ({
        isLoggedIn,
        userId,
        token,
        nickname,
      }),
      // The stored user record is the source of truth: without it nobody is logged in.
      merge: (_persisted, current) => ({ ...current, ...fromUser(readStoredUser()) }),
    },
  ),
);

/** The raw access token for the auth header, or null when logged out. */
export function getAccessToken(): string | null {
  return readStoredUser()?.accessToken ?? null;
}

export function hasAnyRole(token: AuthToken | null, roles: readonly Role[]): boolean {
  return !!token && roles.some((role) => token.roles.includes(role));
}

export function useHasRole(...roles: Role[]): boolean {
  return useAuthStore((state) => hasAnyRole(state.token, roles));
}
