import { InstallPrompt } from './install-prompt';
import { OfflineBanner } from './offline-banner';
import { useWorkerMessages } from './use-worker-messages';

/** The app's side of the service worker: its messages, the install prompt and the offline bar. */
export function PwaHost() {
  useWorkerMessages();
  return (
    <>
      <OfflineBanner />
      <InstallPrompt />
    </>
  );
}
