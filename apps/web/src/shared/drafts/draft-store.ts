/**
 * Drafts kept in this browser only, never sent: one per member and place (a form, a comment box).
 * The text goes to localStorage (read at once when a form opens); picked images go to IndexedDB
 * as blobs, where the browser has it. A logged-out visitor's draft is kept under `guest` and
 * handed to the member who logs in on this browser (the login redirect comes back to the place).
 */

const PREFIX = 'draft:';
const GUEST = 'guest';
const IMAGE_DB = 'akkyeo-drafts';
const IMAGE_STORE = 'images';

/** Who writes (a member id, null when logged out) and where (`board-write`, `comment:deal:7`). */
export interface DraftAddress {
  memberId: string | null;
  place: string;
}

export interface StoredDraft<T> {
  value: T;
  /** Images picked with it; those not found in IndexedDB must be picked again. */
  imageCount: number;
  savedAt: number;
}

const storageKey = ({ memberId, place }: DraftAddress) => `${PREFIX}${memberId ?? GUEST}:${place}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readKey<T>(key: string): StoredDraft<T> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft<T>>;
    if (parsed.value === undefined) return null;
    return {
      value: parsed.value,
      imageCount: parsed.imageCount ?? 0,
      savedAt: parsed.savedAt ?? 0,
    };
  } catch {
    return null;
  }
}

/**
 * The draft of a place: the member's own, else the one written there while logged out, which
 * then becomes the member's.
 */
export function readDraft<T>(address: DraftAddress): StoredDraft<T> | null {
  const own = readKey<T>(storageKey(address));
  if (own || address.memberId === null) return own;
  const guestKey = storageKey({ memberId: null, place: address.place });
  const guest = readKey<T>(guestKey);
  if (!guest) return null;
  storage()?.setItem(storageKey(address), JSON.stringify(guest));
  storage()?.removeItem(guestKey);
  return guest;
}

/** Saves the text of a draft (and how many images go with it). Quota errors are ignored. */
export function writeDraft<T>(address: DraftAddress, value: T, imageCount = 0): void {
  const draft: StoredDraft<T> = { value, imageCount, savedAt: Date.now() };
  try {
    storage()?.setItem(storageKey(address), JSON.stringify(draft));
  } catch {
    // A full or disabled storage keeps no draft; writing goes on.
  }
}

/** Forgets a draft: its text and its images. */
export async function removeDraft(address: DraftAddress): Promise<void> {
  storage()?.removeItem(storageKey(address));
  await writeImages(storageKey(address), null);
}

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
