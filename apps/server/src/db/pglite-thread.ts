import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { collectWhenIdle } from '../lib/idle-gc';
import { createPglite } from './create-pglite';
import type { FromPgliteThread, PgliteThreadData, ToPgliteThread } from './pglite-thread-messages';

// The embedded database's own thread (a worker built beside main.js): it opens PGlite on the data
// directory and runs what the server's thread sends it, so PostgreSQL's work and the server's
// (HTTP, JSON, the app) run on two cores at once, as they do with a PostgreSQL server.
if (!parentPort) throw new Error('pglite-thread runs as a worker thread');
const port: MessagePort = parentPort;
const post = (message: FromPgliteThread, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

const { dataDir } = workerData as PgliteThreadData;
const unlistens = new Map<string, () => Promise<void>>();

try {
  const pglite = await createPglite(dataDir);
  port.on('message', (request: ToPgliteThread) => {
    void handle(request).catch((error: unknown) =>
      post({
        type: 'failed',
        id: 'id' in request ? request.id : undefined,
        message: errorText(error),
      }),
    );
  });
  post({ type: 'ready' });
  // This thread's heap grows under load as the server's does; it is given back the same way.
  collectWhenIdle((seen) => port.on('message', seen));

  async function handle(request: ToPgliteThread): Promise<void> {
    switch (request.type) {
      case 'exec': {
        // The chunks are views of the engine's memory: each is copied once, into the answer.
        const chunks: Uint8Array[] = [];
        await pglite.execProtocolRawStream(request.message, {
          onRawData: (chunk) => chunks.push(chunk.slice()),
        });
        const data = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        const owned = data.byteLength === data.buffer.byteLength ? data : data.slice();
        post({ type: 'done', id: request.id, data: owned }, [owned.buffer as ArrayBuffer]);
        return;
      }
      case 'listen': {
        const { channel } = request;
        if (!unlistens.has(channel)) {
          const unlisten = await pglite.listen(channel, (payload) =>
            post({ type: 'notify', channel, payload }),
          );
          unlistens.set(channel, unlisten);
        }
        post({ type: 'done', id: request.id });
        return;
      }
      case 'unlisten': {
        await unlistens.get(request.channel)?.();
        unlistens.delete(request.channel);
        post({ type: 'done', id: request.id });
        return;
      }
      case 'close': {
        if (!pglite.closed) await pglite.close();
        post({ type: 'closed' });
        port.close();
        return;
      }
    }
  }
} catch (error) {
  post({ type: 'failed', message: errorText(error) });
  port.close();
}
