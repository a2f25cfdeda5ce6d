import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { setupPushRegistration } from './features/push/registration';
import { captureInstallPrompt, registerServiceWorker } from './shared/pwa';

captureInstallPrompt();
registerServiceWorker();
setupPushRegistration();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A transition: React draws the first screen in short slices instead of one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers />
    </StrictMode>,
  );
});
