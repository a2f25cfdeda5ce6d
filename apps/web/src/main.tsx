import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadPageAt } from './app/pages';
import { Providers } from './app/providers';
import { setupPushRegistration } from './features/push/registration';
import { captureInstallPrompt, registerServiceWorker } from './shared/pwa';

captureInstallPrompt();
registerServiceWorker();
setupPushRegistration();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** The longest the first render waits for its page's chunk before it shows a spinner instead. */
const PAGE_WAIT_MS = 3_000;

// The screen's page first (the shell names its chunks, so it is mostly here already): a page that
// suspends in the first render shows a spinner and is then held back (see `lazyPage`).
// A transition: React draws the first screen in short slices instead of one long task.
void Promise.race([
  preloadPageAt(window.location.pathname).catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS)),
]).then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers />
      </StrictMode>,
    );
  }),
);
