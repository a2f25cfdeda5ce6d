import { messages } from '@akkyeo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_KEY, stubPushBrowser as stubBrowser, SUBSCRIPTION } from '@/test/push-browser';

/** The module keeps "once per page load" state: a fresh copy per test. */
async function load() {
  vi.resetModules();
  return {
    ...(await import('./registration')),
    ...(await import('@/shared/auth/after-login')),
    ...(await import('@/shared/ui/dialog/dialog-store')),
    ...(await import('@/test/tokens')),
  };
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push registration', () => {
  it('after login asks permission, subscribes user-visible-only with the server key and posts it once', async () => {
    const { subscribe, requestPermission, posts } = stubBrowser('default', 'granted');
    const {
      setupPushRegistration,
      runAfterLoginHooks,
      registerPush,
      currentSubscriptionId,
      logInAs,
    } = await load();
    logInAs(['ROLE_USER'], '7');
    setupPushRegistration();
    await runAfterLoginHooks();
    await vi.waitFor(() => expect(posts).toHaveLength(1));

    expect(requestPermission).toHaveBeenCalledOnce();
    const options = subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(options?.applicationServerKey).toEqual(
      Uint8Array.from(atob(`${PUBLIC_KEY.replace(/-/g, '+').replace(/_/g, '/')}=`), (c) =>
        c.charCodeAt(0),
      ),
    );
    expect(posts[0]).toEqual({
      url: '/v1/push/subscribe',
      body: {
        ...SUBSCRIPTION.keys,
        endpoint: SUBSCRIPTION.endpoint,
        contentEncoding: 'aes128gcm',
        memberId: 7,
      },
    });
    expect(currentSubscriptionId()).toBe(42);

    await registerPush();
    expect(posts).toHaveLength(1);
  });

  it('only logs when permission is denied', async () => {
    const { subscribe, posts } = stubBrowser('default', 'denied');
    const { setupPushRegistration, runAfterLoginHooks, logInAs } = await load();
    logInAs();
    setupPushRegistration();
    await runAfterLoginHooks();
    expect(subscribe).not.toHaveBeenCalled();
    expect(posts).toEqual([]);
    expect(console.info).toHaveBeenCalledWith('push: permission', 'denied');
  });

  it('after a Kakao login without notification support, asks to add the site to the home screen', async () => {
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    window.history.pushState({}, '', '/joinSuccess?code=abc');
    const { setupPushRegistration, runAfterLoginHooks, logInAs, useDialogStore } = await load();
    logInAs();
    setupPushRegistration();
    const done = runAfterLoginHooks();
    await vi.waitFor(() =>
      expect(useDialogStore.getState().queue[0]?.message).toBe(messages.install.addToHomeForPush),
    );
    const current = useDialogStore.getState().queue[0]!;
    useDialogStore.getState().close(current.id, true);
    await done;
    window.history.pushState({}, '', '/');
  });
});
