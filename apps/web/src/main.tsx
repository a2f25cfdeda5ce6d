import './app/global.css';
import { SERVER_RENDERED_ATTRIBUTE } from '@akkyeo/contracts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { takeEarlyTaps } from './app/early-taps';
import { readPageData, seedPageData } from './app/page-data';
import { preloadPageAt } from './app/pages';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { RouteView } from './app/route-view';
import { buildRoutes } from './app/routes';
import { setupPushRegistration } from './features/push/registration';
import { keepMemberHint, setServerRenderTime } from './shared/lib';
import { captureInstallPrompt, registerServiceWorker } from './shared/pwa';
import { useAuthStore } from './shared/stores';

captureInstallPrompt();
registerServiceWorker();
setupPushRegistration();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** The longest the first render waits for its page's chunk before it shows a spinner instead. */
const PAGE_WAIT_MS = 3_000;

/** A task boundary: the browser may paint and answer taps before what follows. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Seeds the first screen's data and hydrates (or draws) it. The entry's evaluation is one long
 * task already, so its work comes in tasks of its own: the data first, then the root.
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  const client = createQueryClient();
  const page = readPageData();
  const { isLoggedIn } = useAuthStore.getState();
  keepMemberHint(isLoggedIn);
  seedPageData(client, page, { search: window.location.search, isMember: isLoggedIn });
  // The server drew the screen from this page's data: hydrate its markup against the same clock.
  const drawn = page !== null && root.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
  if (drawn) setServerRenderTime(page.renderedAt);

  const app = (
    <StrictMode>
      <Providers client={client}>
        <BrowserRouter>
          <RouteView table={buildRoutes()} />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );

  // The screen's page first (the shell names its chunks, so it is mostly here already): a page
  // that suspends in the first render shows a spinner and is then held back (see `lazyPage`).
  await Promise.race([
    preloadPageAt(window.location.pathname).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS)),
  ]);
  await nextTask();
  // A transition: React draws (or hydrates) the first screen in short slices, not one long task.
  startTransition(() => {
    takeEarlyTaps();
    if (drawn) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start(root);
