/**
 * Where stored files live, addressed by CDN-relative keys (`board/ab12….webp`): files under
 * UPLOADS_DIR (served under /cdn) or objects in an S3-compatible bucket (s3-storage.ts).
 */
export interface Storage {
  /** Stores the bytes under `key`, replacing nothing a reader could see half-written. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`; undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Stored files never change under their key (new content gets a new random key). */
export const STORED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)+$/i;

/** Rejects keys that are not plain relative paths (no `..`, no absolute paths). */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}
