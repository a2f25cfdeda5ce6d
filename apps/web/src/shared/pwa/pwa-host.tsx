import { InstallPrompt } from './install-prompt';
import { useWorkerMessages } from './use-worker-messages';

/** The app's side of the service worker: its messages and the install prompt. */
export function PwaHost() {
  useWorkerMessages();
  return <InstallPrompt />;
}
