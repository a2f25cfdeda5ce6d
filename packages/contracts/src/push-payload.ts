/** What a web push carries (encrypted, under 3 KB): shown by the service worker. */
export interface PushPayload {
  title: string;
  body: string;
  /** An in-app path. */
  url: string;
}
