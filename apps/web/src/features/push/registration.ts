import { messages, PUSH_CONTENT_ENCODING, type PushSubscribeRequest } from '@akkyeo/contracts';
import { onLoggedIn } from '@/shared/auth';
import { currentPath } from '@/shared/lib';
import { useAuthStore } from '@/shared/stores';
import { dialog } from '@/shared/ui';
import { fetchPushKey, subscribeToPush } from './api';

/** Kakao login comes back to this page. */
const KAKAO_CALLBACK_PATH = '/joinSuccess';

let registeredFor: string | null = null;
let lastSubscriptionId: number | null = null;

/** The id the server gave this browser's subscription in this page load (the /push widget's default). */
export function currentSubscriptionId(): number | null {
  return lastSubscriptionId;
}

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** This browser's answer about notifications for the site; 'unsupported' where push cannot work. */
export function pushPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(key: ArrayBuffer | null, publicKey: string): boolean {
  if (!key) return false;
  const expected = base64UrlToBytes(publicKey);
  const actual = new Uint8Array(key);
  return actual.length === expected.length && actual.every((byte, i) => byte === expected[i]);
}

async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) {
    console.info('push: not supported in this browser');
    return undefined;
  }
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) console.info('push: no service worker');
  return registration;
}

/** Asks for notification permission once, when push can work here and nobody answered yet. */
export async function askPushPermission(): Promise<void> {
  if (!(await serviceWorkerRegistration()) || Notification.permission !== 'default') return;
  console.info('push: permission', await Notification.requestPermission());
}

/**
 * Push registration (product rules §4), once per page load and member: with permission granted,
 * reuses this browser's subscription (or makes a user-visible-only one with the server's VAPID key)
 * and posts it. Unsupported or denied is only logged.
 */
export async function registerPush(): Promise<void> {
  const memberId = useAuthStore.getState().userId;
  if (!memberId || registeredFor === memberId) return;
  if (!(await serviceWorkerRegistration())) return;
  if (Notification.permission !== 'granted') {
    console.info('push: permission', Notification.permission);
    return;
  }
  registeredFor = memberId;
  try {
    await subscribe(await navigator.serviceWorker.ready);
  } catch (error) {
    registeredFor = null;
    console.error('push: subscription failed', error);
  }
}

async function subscribe(registration: ServiceWorkerRegistration): Promise<void> {
  const { publicKey } = await fetchPushKey();
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  const memberId = useAuthStore.getState().userId;
  if (!endpoint || !keys?.p256dh || !keys.auth || !memberId) return;
  const body: PushSubscribeRequest = {
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
    contentEncoding: PUSH_CONTENT_ENCODING,
    memberId: Number(memberId),
  };
  lastSubscriptionId = (await subscribeToPush(body)).id;
}

/** After logout this browser stops receiving the member's pushes (the server drops it on 410). */
async function unsubscribe(): Promise<void> {
  registeredFor = null;
  lastSubscriptionId = null;
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
}

/**
 * Wires push registration: after every login (asking permission; after a Kakao login in a
 * browser without notifications, the add-to-home-screen alert), at start for a member who
 * already allowed notifications, and unsubscribing on logout.
 */
export function setupPushRegistration(): void {
  onLoggedIn(async () => {
    if (!('Notification' in window)) {
      console.info('push: notifications not supported');
      if (currentPath().startsWith(KAKAO_CALLBACK_PATH)) {
        await dialog.alert(messages.install.addToHomeForPush);
      }
      return;
    }
    await askPushPermission();
    void registerPush();
  });
  useAuthStore.subscribe((state, previous) => {
    if (previous.isLoggedIn && !state.isLoggedIn) void unsubscribe().catch(console.error);
  });
  if (useAuthStore.getState().isLoggedIn) {
    void navigator.serviceWorker?.ready.then(registerPush);
  }
}
