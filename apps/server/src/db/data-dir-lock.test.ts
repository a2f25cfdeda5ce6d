import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock';

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

let dir: string;
let child: ChildProcess | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'akkyeo-lock-'));
});

afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** Starts a node process that takes the lock and waits; resolves once it holds it. */
function holdLockInChild(dataDir: string): Promise<ChildProcess> {
  const code = `const { acquireDataDirLock } = await import(${JSON.stringify(LOCK_MODULE)});
acquireDataDirLock(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = proc;
  return new Promise((resolve, reject) => {
    proc.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve(proc);
    });
    proc.on('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
}

function exited(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve();
    else proc.once('exit', () => resolve());
  });
}

describe('acquireDataDirLock', () => {
  it('writes our pid to <dataDir>/.lock and removes it on release', () => {
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, '.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    lock.release();
    expect(existsSync(join(dir, '.lock'))).toBe(false);
  });

  it('refuses a second lock in the same process until released', () => {
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/already open in this process/);
    lock.release();
    acquireDataDirLock(dir).release();
  });

  it('refuses while another live process holds the lock, with a clear message', async () => {
    const holder = await holdLockInChild(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `DATA_DIR ${dir} is in use by another process (pid ${holder.pid}). Stop it first, or point DATA_DIR elsewhere.`,
    );
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const holder = await holdLockInChild(dir);
    holder.kill('SIGKILL');
    await exited(holder);
    expect(readFileSync(join(dir, '.lock'), 'utf8').trim()).toBe(String(holder.pid));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, '.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock file naming our own pid from an earlier run, or holding no pid', () => {
    writeFileSync(join(dir, '.lock'), `${process.pid}\n`);
    acquireDataDirLock(dir).release();
    writeFileSync(join(dir, '.lock'), '');
    acquireDataDirLock(dir).release();
  });
});
