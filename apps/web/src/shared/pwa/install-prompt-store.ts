import { create } from 'zustand';

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

interface InstallPromptState {
  /** The kept `beforeinstallprompt` event; null until the browser offers installing. */
  event: BeforeInstallPromptEvent | null;
  /** 닫기 was tapped: not shown again until the next page load. */
  dismissed: boolean;
  dismiss: () => void;
  /** Shows the browser's install prompt and logs the choice; the event can be used once. */
  install: () => Promise<void>;
}

export const useInstallPromptStore = create<InstallPromptState>()((set, get) => ({
  event: null,
  dismissed: false,
  dismiss: () => set({ dismissed: true }),
  install: async () => {
    const { event } = get();
    if (!event) return;
    set({ event: null });
    try {
      await event.prompt();
      const { outcome } = await event.userChoice;
      console.info('install prompt', outcome);
    } catch (error) {
      console.error('install prompt', error);
    }
  },
}));

/** Suppresses the browser's own install prompt and keeps the event for the feed's dialog. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallPromptStore.setState({ event: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstallPromptStore.setState({ event: null }));
}

/** Running as the installed app (home-screen launch). */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}
