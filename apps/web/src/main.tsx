import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { setupAuth } from './features/auth/setup';
import { captureInstallPrompt, registerServiceWorker, setupPushRegistration } from './shared/pwa';

setupAuth();
captureInstallPrompt();
registerServiceWorker();
setupPushRegistration();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
