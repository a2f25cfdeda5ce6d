import { storageKey, type DraftAddress } from './draft-key';

/** Pictures picked for a draft, as blobs in IndexedDB (loaded by the forms that pick pictures). */

const IMAGE_DB = 'akkyeo-drafts';
const IMAGE_STORE = 'images';

function openImageDb(): Promise<IDBDatabase | null> {
  const factory = globalThis.indexedDB as IDBFactory | undefined;
  if (!factory) return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      const request = factory.open(IMAGE_DB, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(IMAGE_STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

interface StoredImage {
  name: string;
  type: string;
  lastModified: number;
  blob: Blob;
}

function finish(transaction: IDBTransaction): Promise<boolean> {
  return new Promise((resolve) => {
    transaction.oncomplete = () => resolve(true);
    transaction.onerror = () => resolve(false);
    transaction.onabort = () => resolve(false);
  });
}

/** Puts (or with null deletes) the images under a key; false when IndexedDB is missing or refuses. */
async function writeImages(key: string, images: StoredImage[] | null): Promise<boolean> {
  const db = await openImageDb();
  if (!db) return false;
  try {
    const transaction = db.transaction(IMAGE_STORE, 'readwrite');
    const store = transaction.objectStore(IMAGE_STORE);
    if (images === null || images.length === 0) store.delete(key);
    else store.put(images, key);
    return await finish(transaction);
  } catch {
    return false;
  } finally {
    db.close();
  }
}

/**
 * Keeps the images picked for a draft as blobs in IndexedDB; false when the browser does not
 * allow it (the draft then says they must be picked again).
 */
export function saveDraftImages(address: DraftAddress, files: readonly File[]): Promise<boolean> {
  return writeImages(
    storageKey(address),
    files.map((file) => ({
      name: file.name,
      type: file.type,
      lastModified: file.lastModified,
      blob: file,
    })),
  );
}

/** The images kept with a draft, as files in their order; none when there are none or no IndexedDB. */
export async function loadDraftImages(address: DraftAddress): Promise<File[]> {
  const db = await openImageDb();
  if (!db) return [];
  try {
    const transaction = db.transaction(IMAGE_STORE, 'readonly');
    const request = transaction.objectStore(IMAGE_STORE).get(storageKey(address));
    const images = await new Promise<StoredImage[] | undefined>((resolve) => {
      request.onsuccess = () => resolve(request.result as StoredImage[] | undefined);
      request.onerror = () => resolve(undefined);
    });
    return (images ?? []).map(
      (image) =>
        new File([image.blob], image.name, { type: image.type, lastModified: image.lastModified }),
    );
  } catch {
    return [];
  } finally {
    db.close();
  }
}

/** Forgets the images kept with a draft. */
export async function removeDraftImages(address: DraftAddress): Promise<void> {
  await writeImages(storageKey(address), null);
}
