import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { nodeArgs, START_ENV } from './compiled-server';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

/** A compiled server (main.js) run as `npm start` runs it. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  stderr: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Starts main.js on `port` (a free one by default) with only PATH, `npm start`'s and `env`'s variables. */
export async function spawnServer(
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, nodeArgs('main.js'), {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      ...START_ENV,
      PORT: String(chosen),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, port: chosen, url: `http://127.0.0.1:${chosen}`, stderr: () => stderr, exited };
}

/** Resolves once /healthz answers 200; throws when the process exits first or it takes too long. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.stderr()}`);
    if (Date.now() > deadline) throw new Error(`server did not become healthy: ${server.stderr()}`);
    const healthy = await fetch(`${server.url}/healthz`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((done) => setTimeout(done, 200));
  }
}
