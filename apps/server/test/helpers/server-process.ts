import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { nodeArgs, START_ENV } from './compiled-server';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

/** A script of the compiled server (main.js, partner-import.js) run with plain node. */
export interface CompiledProcess {
  child: ChildProcess;
  /** What the process wrote to stdout so far. */
  stdout: () => string;
  /** What the process wrote to stderr so far. */
  stderr: () => string;
  /** stdout and stderr together, in the order their chunks arrived. */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** A compiled server (main.js) run as `npm start` runs it. */
export interface ServerProcess extends CompiledProcess {
  port: number;
  url: string;
}

/** Every process started here that has not exited yet: killAll ends them. */
const running = new Set<CompiledProcess>();

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

/**
 * Starts `script` of the build with `npm start`'s node options and only PATH and `env` in its
 * environment (nothing inherited that would change it); its stdout and stderr are captured.
 */
export function spawnCompiled(script: string, env: Record<string, string>): CompiledProcess {
  const child = spawn(process.execPath, nodeArgs(script), {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const text = { stdout: '', stderr: '', output: '' };
  for (const stream of ['stdout', 'stderr'] as const) {
    child[stream]?.on('data', (chunk: Buffer) => {
      text[stream] += chunk.toString();
      text.output += chunk.toString();
    });
  }
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const started: CompiledProcess = {
    child,
    stdout: () => text.stdout,
    stderr: () => text.stderr,
    output: () => text.output,
    exited,
  };
  running.add(started);
  void exited.then(() => running.delete(started));
  return started;
}

/**
 * Runs `script` of the build to its end (see spawnCompiled): its exit code (1 when killed) and
 * its whole output, read once both streams have closed.
 */
export async function runCompiled(
  script: string,
  env: Record<string, string>,
): Promise<{ code: number; out: string }> {
  const started = spawnCompiled(script, env);
  const code = await new Promise<number | null>((done) =>
    started.child.once('close', (closeCode: number | null) => done(closeCode)),
  );
  return { code: code ?? 1, out: started.output() };
}

/**
 * Starts main.js on `port` (a free one by default) as `npm start` runs it, listening on
 * 127.0.0.1 and logging warnings, with `env` over that.
 */
export async function spawnServer(
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const started = spawnCompiled('main.js', {
    ...START_ENV,
    PORT: String(chosen),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
  });
  return { ...started, port: chosen, url: `http://127.0.0.1:${chosen}` };
}

/** Resolves once /healthz answers 200; throws when the process exits first or it takes too long. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode}: ${server.stderr()}`);
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy: ${server.stderr()}`);
    const healthy = await fetch(`${server.url}/healthz`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Sends `signal` to every process started here that still runs, and waits until each has exited. */
export async function killAll(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  const left = [...running];
  for (const started of left) started.child.kill(signal);
  await Promise.all(left.map((started) => started.exited));
}
