/**
 * What the app needs of an embedded PGlite: its wire protocol, its LISTEN and its close. Both a
 * PGlite in this thread and one in a thread of its own (`pglite-thread-client.ts`) provide it.
 */
export interface PgliteEngine {
  readonly waitReady: Promise<void>;
  readonly closed: boolean;
  /** Runs wire-protocol messages; `onRawData` receives the replies' bytes. */
  execProtocolRawStream(
    message: Uint8Array,
    options: { onRawData: (data: Uint8Array) => void },
  ): Promise<unknown>;
  /** Hears the channel's notifications; resolves to the UNLISTEN. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
