/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the image CDN; `/cdn` (served by our server) when unset. */
  readonly VITE_CDN_BASE_URL?: string;
}

interface Window {
  /**
   * Set by the boot script of a drawn page (`src/boot.ts`): stops catching taps and hands over the
   * controls tapped before the app took the screen over, in order, each once.
   */
  takeEarlyTaps?: () => Element[];
}
