import { watchForUpdates } from './update-prompt';

/** The built worker's URL (served with no-cache by the server). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Registers the service worker once the page has loaded (production builds only). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
    watchForUpdates(workbox);
    workbox.register().catch((error: unknown) => console.error('service worker', error));
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
