import { linkSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A held lock; release() is idempotent. */
export interface DataDirLock {
  readonly path: string;
  release(): void;
}

const LOCK_FILE = '.lock';
const heldHere = new Set<string>();

/**
 * Takes `<dataDir>/.lock` for this process. Throws when a live process holds it; takes over a
 * lock left by a process that is gone. Released on release() or at process exit.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = resolve(dataDir, LOCK_FILE);
  if (heldHere.has(path)) throw new Error(`DATA_DIR ${dataDir} is already open in this process.`);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path)) return held(path);
    const owner = readOwner(path);
    // Our own pid in the file is a leftover of an earlier run that got the same pid (containers).
    if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by another process (pid ${owner}). Stop it first, or point DATA_DIR elsewhere.`,
      );
    }
    removeIfOwnedBy(path, owner);
  }
  throw new Error(`Could not take the lock ${path}; another process keeps taking it.`);
}

/** Creates the lock file atomically with its content (hard link of a temp file; fails on EEXIST). */
function tryCreate(path: string): boolean {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${process.pid}\n`);
  try {
    linkSync(temp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temp, { force: true });
  }
}

/** The pid in the lock file; undefined when the file is gone or holds no pid. */
function readOwner(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeIfOwnedBy(path: string, owner: number | undefined): void {
  if (readOwner(path) !== owner) return;
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function held(path: string): DataDirLock {
  heldHere.add(path);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(path);
    process.off('exit', release);
    if (readOwner(path) === process.pid) removeIfOwnedBy(path, process.pid);
  };
  process.on('exit', release);
  return { path, release };
}
