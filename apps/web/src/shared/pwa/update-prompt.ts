import { messages } from '@akkyeo/contracts';
import { dialog } from '../ui/dialog/dialog-store';

/** What the update prompt needs of workbox-window's Workbox. */
export interface UpdateSource {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
}

/**
 * When a new service worker waits, asks '새로운 버전이 있습니다. 새로고침할까요?'; on confirm the
 * new worker takes over and the page reloads once it controls it. Declined, it asks again on a
 * later page load.
 */
export function watchForUpdates(
  source: UpdateSource,
  reload: () => void = () => window.location.reload(),
): void {
  let asking = false;
  source.addEventListener('waiting', () => {
    if (asking) return;
    asking = true;
    void dialog.confirm(messages.sw.updateAvailable).then((confirmed) => {
      asking = false;
      if (!confirmed) return;
      source.addEventListener('controlling', reload);
      source.messageSkipWaiting();
    });
  });
}
