import { MEMBER_HINT_COOKIE } from '@akkyeo/contracts';
import { describe, expect, it } from 'vitest';
import { fakeToken } from '@/test/tokens';
import { getAccessToken, hasAnyRole, useAuthStore } from './auth-store';
import { CACHE_STORAGE_KEY, USER_STORAGE_KEY } from './storage-keys';

const cache = () =>
  JSON.parse(localStorage.getItem(CACHE_STORAGE_KEY) ?? '{}') as Record<string, { state: unknown }>;

describe('auth store', () => {
  it('logs in from the token claims and stores the user record and the cache state', () => {
    const token = fakeToken({ sub: '7', roles: ['ROLE_USER', 'ROLE_MANAGER'], nickname: '알뜰' });
    expect(useAuthStore.getState().login(token)).toBe(true);

    expect(useAuthStore.getState()).toMatchObject({
      isLoggedIn: true,
      userId: '7',
      token: { id: '7', roles: ['ROLE_USER', 'ROLE_MANAGER'] },
      nickname: '알뜰',
    });
    expect(getAccessToken()).toBe(token);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toMatchObject({
      id: '7',
      accessToken: token,
    });
    expect(cache().auth?.state).toEqual({
      isLoggedIn: true,
      userId: '7',
      token: { id: '7', roles: ['ROLE_USER', 'ROLE_MANAGER'] },
      nickname: '알뜰',
    });
  });

  it('stays logged out for an unreadable token', () => {
    expect(useAuthStore.getState().login('not-a-jwt')).toBe(false);
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
    expect(getAccessToken()).toBeNull();
  });

  it('keeps the member hint cookie while logged in, and clears it on logout', () => {
    useAuthStore.getState().login(fakeToken());
    expect(document.cookie).toContain(`${MEMBER_HINT_COOKIE}=1`);
    useAuthStore.getState().logout();
    expect(document.cookie).not.toContain(MEMBER_HINT_COOKIE);
  });

  it('logout removes the stored user and token', () => {
    useAuthStore.getState().login(fakeToken());
    useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({ isLoggedIn: false, userId: null, token: null });
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(getAccessToken()).toBeNull();
  });

  it('is logged out on rehydration when the user record is gone', async () => {
    useAuthStore.getState().login(fakeToken());
    localStorage.removeItem(USER_STORAGE_KEY);
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
  });

  it('keeps the nickname across a refreshed token without one', () => {
    useAuthStore.getState().login(fakeToken({ nickname: '알뜰' }));
    useAuthStore.getState().setAccessToken(fakeToken());
    expect(useAuthStore.getState().nickname).toBe('알뜰');
  });

  it('checks roles', () => {
    expect(hasAnyRole(null, ['ROLE_MANAGER'])).toBe(false);
    expect(hasAnyRole({ id: '1', roles: ['ROLE_USER'] }, ['ROLE_MANAGER'])).toBe(false);
    expect(hasAnyRole({ id: '1', roles: ['ROLE_MANAGER'] }, ['ROLE_MANAGER', 'ROLE_ADMIN'])).toBe(
      true,
    );
  });
});
