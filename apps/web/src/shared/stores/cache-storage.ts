import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { CACHE_STORAGE_KEY } from './storage-keys';

type CacheRecord = Record<string, StorageValue<unknown>>;

function readCache(): CacheRecord {
  try {
    const raw = localStorage.getItem(CACHE_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as CacheRecord) : {};
  } catch {
    return {};
  }
}

function writeCache(cache: CacheRecord): void {
  try {
    localStorage.setItem(CACHE_STORAGE_KEY, JSON.stringify(cache));
  } catch {
    // Storage full or blocked (private mode): state stays in memory.
  }
}

/** Persist storage that keeps every store as one entry of the single `cache` localStorage item. */
export function cacheStorage<S>(): PersistStorage<S> {
  return {
    getItem: (name) => (readCache()[name] as StorageValue<S> | undefined) ?? null,
    setItem: (name, value) => writeCache({ ...readCache(), [name]: value }),
    removeItem: (name) => {
      const { [name]: _removed, ...rest } = readCache();
      writeCache(rest);
    },
  };
}
