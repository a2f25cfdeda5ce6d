import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startPgliteThread } from '../src/db/pglite-thread-client';

const dir = mkdtempSync(join(tmpdir(), 'akkyeo-thread-ended-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A stand-in for the build's pglite-thread.js, speaking its messages: ready at once (or failing to
 * start), closing when asked, and ending on its first statement as a crashed engine would.
 */
function standIn(name: string, start: 'ready' | 'fail'): URL {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(
    file,
    `import { parentPort } from 'node:worker_threads';
${start === 'ready' ? "parentPort.postMessage({ type: 'ready' });" : "parentPort.postMessage({ type: 'failed', message: 'could not open' });\nparentPort.close();"}
parentPort.on('message', (message) => {
  if (message.type === 'close') {
    parentPort.postMessage({ type: 'closed' });
    parentPort.close();
  } else process.exit(7);
});
`,
  );
  return pathToFileURL(file);
}

const exec = (engine: ReturnType<typeof startPgliteThread>) =>
  engine.execProtocolRawStream(new Uint8Array([0]), { onRawData: () => undefined });

describe('the embedded database thread ending', () => {
  it('unasked: fails the statement in flight and every later one, and says so once', async () => {
    const onEnded = vi.fn();
    const engine = startPgliteThread(standIn('dies', 'ready'), dir, { onEnded });
    await engine.waitReady;
    await expect(exec(engine)).rejects.toThrow('the embedded database thread ended');
    await expect(exec(engine)).rejects.toThrow('the embedded database thread ended');
    expect(onEnded).toHaveBeenCalledOnce();
    expect(engine.closed).toBe(true);
  });

  it('when closed: says nothing', async () => {
    const onEnded = vi.fn();
    const engine = startPgliteThread(standIn('closes', 'ready'), dir, { onEnded });
    await engine.waitReady;
    await engine.close();
    expect(engine.closed).toBe(true);
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('before it was ready: fails the start instead', async () => {
    const onEnded = vi.fn();
    const engine = startPgliteThread(standIn('fails', 'fail'), dir, { onEnded });
    await expect(engine.waitReady).rejects.toThrow('could not open');
    await engine.close();
    expect(onEnded).not.toHaveBeenCalled();
  });
});
