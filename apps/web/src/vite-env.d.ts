/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the image CDN; `/cdn` (served by our server) when unset. */
  readonly VITE_CDN_BASE_URL?: string;
}
