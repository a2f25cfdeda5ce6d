import { paths } from '@akkyeo/contracts';
import { describe, expect, it, vi } from 'vitest';
import { setNavigator } from '@/shared/lib';
import { readStoredUser, useAuthStore, useLastPathStore } from '@/shared/stores';
import { useDialogStore } from '@/shared/ui';
import { fakeFetch, json } from '@/test/fake-fetch';
import { logInAs } from '@/test/tokens';
import { api } from './api';

function stubServer(refreshReply: () => Response) {
  const fetch = fakeFetch((url) =>
    url === paths.auth.refresh
      ? refreshReply()
      : json({ status: 401, code: 'LOGIN_REQUIRED', message: '로그인 후 이용 가능합니다!' }, 401),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('api session wiring', () => {
  it('logs out, remembers the path and goes to login when the refresh fails', async () => {
    logInAs();
    window.history.pushState({}, '', '/f/like?tab=1');
    const navigate = vi.fn();
    setNavigator(navigate);
    stubServer(() => json({ status: 401, code: 'LOGIN_REQUIRED', message: 'x' }, 401));

    await expect(api.get(paths.member.bookmark)).rejects.toMatchObject({ status: 401 });

    expect(useAuthStore.getState().isLoggedIn).toBe(false);
    expect(readStoredUser()).toBeNull();
    expect(useLastPathStore.getState()).toMatchObject({ status: true, lastPath: '/f/like?tab=1' });
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Ff%2Flike%3Ftab%3D1', {
      replace: true,
    });
  });

  it('alerts 세션이 만료되었습니다. when the refresh brings no token', async () => {
    logInAs();
    setNavigator(vi.fn());
    stubServer(() => json({}));

    await expect(api.get(paths.member.info)).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() =>
      expect(useDialogStore.getState().queue[0]?.message).toBe('세션이 만료되었습니다.'),
    );
  });

  it('stores the refreshed token and replays with it', async () => {
    const first = logInAs(['ROLE_USER'], 'm1');
    const fresh = `${first}x`;
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      fakeFetch((url, init) => {
        if (url === paths.auth.refresh) return json({ token: fresh });
        calls += 1;
        return new Headers(init.headers).get('X-AUTH-TOKEN') === fresh
          ? json({ ok: true })
          : json({ status: 401, code: 'LOGIN_REQUIRED', message: 'x' }, 401);
      }),
    );
    await expect(api.get(paths.member.info)).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
    expect(readStoredUser()?.accessToken).toBe(fresh);
  });
});
