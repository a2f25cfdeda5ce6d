import { Worker } from 'node:worker_threads';
import type { PgliteEngine } from './pglite-engine';
import type { FromPgliteThread, PgliteThreadData, ToPgliteThread } from './pglite-thread-messages';

interface Pending {
  resolve: (data: Uint8Array | undefined) => void;
  reject: (error: Error) => void;
}

/**
 * PGlite on `dataDir`, run in a worker thread of its own (`script`, the build's
 * `pglite-thread.js`): the engine behind the same interface as a PGlite in this thread, each call
 * a message to the worker and its answer. The worker ending unasked once ready (not after
 * `close`) fails every call in flight and every later one, and is told to `onEnded`.
 */
export function startPgliteThread(
  script: URL,
  dataDir: string,
  { onEnded }: { onEnded?: (error: Error) => void } = {},
): PgliteEngine {
  const worker = new Worker(script, { workerData: { dataDir } satisfies PgliteThreadData });
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let failure: Error | undefined;
  let closed = false;
  let closeAsked = false;
  let ready = false;
  let markReady: () => void = () => {};
  let failReady: (error: Error) => void = () => {};
  const waitReady = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  const fail = (error: Error) => {
    const first = failure === undefined;
    failure ??= error;
    failReady(failure);
    for (const call of pending.values()) call.reject(failure);
    pending.clear();
    if (first && ready && !closeAsked) onEnded?.(failure);
  };
  worker.on('message', (message: FromPgliteThread) => {
    switch (message.type) {
      case 'ready':
        ready = true;
        return markReady();
      case 'done': {
        const call = pending.get(message.id);
        pending.delete(message.id);
        return call?.resolve(message.data);
      }
      case 'failed': {
        const error = new Error(message.message);
        if (message.id === undefined) return fail(error);
        const call = pending.get(message.id);
        pending.delete(message.id);
        return call?.reject(error);
      }
      case 'notify':
        for (const listener of listeners.get(message.channel) ?? []) listener(message.payload);
        return;
      case 'closed':
        closed = true;
        return;
    }
  });
  worker.on('error', fail);
  void exited.then(() => {
    closed = true;
    fail(new Error('the embedded database thread ended'));
  });

  const call = (request: ToPgliteThread & { id: number }) =>
    new Promise<Uint8Array | undefined>((resolve, reject) => {
      if (failure) return reject(failure);
      pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });

  return {
    waitReady,
    get closed() {
      return closed;
    },
    async execProtocolRawStream(message, { onRawData }) {
      const data = await call({ type: 'exec', id: nextId++, message });
      if (data) onRawData(data);
    },
    async listen(channel, onNotify) {
      const forChannel = listeners.get(channel) ?? new Set();
      listeners.set(channel, forChannel.add(onNotify));
      if (forChannel.size === 1) await call({ type: 'listen', id: nextId++, channel });
      return async () => {
        forChannel.delete(onNotify);
        if (forChannel.size === 0 && !closed)
          await call({ type: 'unlisten', id: nextId++, channel });
      };
    },
    async close() {
      closeAsked = true;
      if (!closed && !failure) worker.postMessage({ type: 'close' } satisfies ToPgliteThread);
      await exited;
    },
  };
}
