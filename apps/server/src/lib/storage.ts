import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Config } from '../config';
import { assertStorageKey, type Storage } from './stored-object';

export type { Storage } from './stored-object';

/** The store STORAGE_DRIVER chose; the S3 client is loaded only when it is used. */
export async function createStorage(config: Config): Promise<Storage & { destroy?(): void }> {
  if (config.storage.driver === 'local') return createLocalStorage(config.uploadsDir);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config.storage.s3);
}

/** A random file name under `prefix`: `board/3f9c…e1.webp`. */
export function randomKey(prefix: string, extension: string): string {
  return `${prefix}/${randomBytes(16).toString('hex')}.${extension}`;
}

/** Files under `rootDir`: written to a temporary name, then renamed into place. */
export function createLocalStorage(rootDir: string): Storage {
  const root = resolve(rootDir);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, data, { flag: 'wx' });
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
