import { vi } from 'vitest';
import { fakeFetch, json } from './fake-fetch';

/** The VAPID key and the subscription a stubbed push service hands out. */
export const PUBLIC_KEY = `B${'A'.repeat(86)}`;
export const SUBSCRIPTION = {
  endpoint: 'https://push.example.com/send/abc',
  keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
};

/**
 * A browser with push support whose notification permission is `permission`, answering
 * `answer` when asked; the push key and subscribe endpoints are faked, subscribe posts recorded.
 */
export function stubPushBrowser(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
) {
  const subscribe = vi.fn((_options: PushSubscriptionOptionsInit) =>
    Promise.resolve({ options: { applicationServerKey: null }, toJSON: () => SUBSCRIPTION }),
  );
  const registration = {
    pushManager: { getSubscription: vi.fn(() => Promise.resolve(null)), subscribe },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => Promise.resolve(registration),
      ready: Promise.resolve(registration),
    },
  });
  vi.stubGlobal('PushManager', class {});
  const notification = { permission };
  const requestPermission = vi.fn(() => {
    notification.permission = answer;
    return Promise.resolve(answer);
  });
  vi.stubGlobal('Notification', Object.assign(notification, { requestPermission }));
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      if (url === '/v1/push/key') return json({ publicKey: PUBLIC_KEY });
      posts.push({ url, body: JSON.parse(init.body as string) as unknown });
      return json({ id: 42 });
    }),
  );
  return { subscribe, requestPermission, posts };
}
