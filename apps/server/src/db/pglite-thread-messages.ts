/** What the server's thread asks of the embedded database's thread (`pglite-thread.ts`). */
export type ToPgliteThread =
  | { type: 'exec'; id: number; message: Uint8Array }
  | { type: 'listen'; id: number; channel: string }
  | { type: 'unlisten'; id: number; channel: string }
  | { type: 'close' };

/** What the embedded database's thread answers. */
export type FromPgliteThread =
  | { type: 'ready' }
  | { type: 'done'; id: number; data?: Uint8Array }
  | { type: 'failed'; id?: number; message: string }
  | { type: 'notify'; channel: string; payload: string }
  | { type: 'closed' };

/** Where the thread opens its database (the worker's `workerData`). */
export interface PgliteThreadData {
  dataDir: string;
}
