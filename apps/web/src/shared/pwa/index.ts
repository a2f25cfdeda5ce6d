export { captureInstallPrompt, isStandalone, useInstallPromptStore } from './install-prompt-store';
export { PwaHost } from './pwa-host';
export { registerServiceWorker, SERVICE_WORKER_URL } from './register-service-worker';
export { watchForUpdates, type UpdateSource } from './update-prompt';
