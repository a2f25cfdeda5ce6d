/**
 * Drafts kept in this browser only, never sent: one per member and place (a form, a comment box).
 * The text goes to localStorage (read at once when a form opens); picked images go to IndexedDB
 * as blobs, where the browser has it. A logged-out visitor's draft is kept under `guest` and
 * handed to the member who logs in on this browser (the login redirect comes back to the place).
 */

import { storageKey, type DraftAddress } from './draft-key';

export type { DraftAddress };

export interface StoredDraft<T> {
  value: T;
  /** Images picked with it; those not found in IndexedDB must be picked again. */
  imageCount: number;
  savedAt: number;
  /** Set when the draft was sent: the token the server knows the submit by (its upload id). */
  sentAs?: string;
  /**
   * Set (never stored) when the draft was written logged out and has just become the member's:
   * the login brought them back to it.
   */
  fromVisitor?: true;
}

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
      ...(typeof parsed.sentAs === 'string' ? { sentAs: parsed.sentAs } : {}),
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
  return { ...guest, fromVisitor: true };
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

/** Notes on a saved draft that it is being sent as `token` (its text stays until the answer). */
export function markDraftSent(address: DraftAddress, token: string): void {
  const draft = readKey(storageKey(address));
  if (!draft) return;
  try {
    storage()?.setItem(storageKey(address), JSON.stringify({ ...draft, sentAs: token }));
  } catch {
    // Without storage there is no draft to offer again.
  }
}

/**
 * Forgets a draft: its text, and its images when it had some (their IndexedDB code loads then
 * only, so a comment box never carries it).
 */
export async function removeDraft(address: DraftAddress, withImages = false): Promise<void> {
  storage()?.removeItem(storageKey(address));
  if (withImages) await (await import('./draft-images')).removeDraftImages(address);
}
