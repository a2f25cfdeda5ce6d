import { DRAFT_SAVE_DELAY_MS } from '@akkyeo/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAuthStore } from '@/shared/stores';
import {
  markDraftSent,
  readDraft,
  removeDraft,
  writeDraft,
  type DraftAddress,
  type StoredDraft,
} from './draft-store';

/** The IndexedDB part, loaded only by forms that keep pictures. */
const draftImages = () => import('./draft-images');

export interface UseDraftOptions<T> {
  /** Where the draft lives (`board-write`, `comment:deal:7`); null keeps none (data still loading). */
  place: string | null;
  /** What the form holds now; JSON-serialisable. */
  value: T;
  /** What the form holds with no draft: a value equal to it is no draft (and removes one). */
  initial: T;
  /** Puts a restored value (or, on 삭제, `initial`) into the form. */
  onRestore: (value: T) => void;
  /** Images picked with the text (board posts): kept as IndexedDB blobs where the browser allows. */
  images?: readonly File[];
  onRestoreImages?: (files: File[]) => void;
  /**
   * Whether a draft that was being sent when the form went away reached the server (by the token
   * given to `markSent`): a sent one is forgotten instead of offered again.
   */
  wasSent?: (token: string) => Promise<boolean>;
}

export interface DraftState {
  /** A draft was put back into the form: show the notice with its 삭제 action. */
  restored: boolean;
  /** The restored draft was written logged out, before the login that brought the member back. */
  restoredAfterLogin: boolean;
  /** Images the restored draft had that could not be kept: they must be picked again. */
  imagesMissing: number;
  /** 삭제: forgets the draft and puts the form back to `initial`. */
  discard: () => void;
  /** The text was sent: forgets the draft and saves nothing more until the form changes again. */
  clear: () => void;
  /** The text is on its way as `token`: saves it now, noting the token for `wasSent`. */
  markSent: (token: string) => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps a form's draft per member and place: restores it when the form opens, saves it as the
 * member types (debounced, and at once when the form goes away or the page is hidden), removes it
 * when the form is back to its initial value, is sent, or the member taps 삭제.
 */
export function useDraft<T>({
  place,
  value,
  initial,
  onRestore,
  images,
  onRestoreImages,
  wasSent,
}: UseDraftOptions<T>): DraftState {
  const memberId = useAuthStore((state) => state.userId);
  const [restored, setRestored] = useState(false);
  const [restoredAfterLogin, setRestoredAfterLogin] = useState(false);
  const [imagesMissing, setImagesMissing] = useState(0);
  const address = useRef<DraftAddress | null>(null);
  /** The value and images to save at the next flush; undefined when nothing is pending. */
  const pending = useRef<{ value: T; images: readonly File[] } | undefined>(undefined);
  /** Values not saved (the form as opened and as restored, sent or discarded) until it changes. */
  const held = useRef<readonly T[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The images IndexedDB holds for this draft (rewritten only when they change). */
  const savedImages = useRef<readonly File[]>([]);
  const usesImages = useRef(images !== undefined);
  const latest = useRef({ initial, onRestore, onRestoreImages, wasSent });
  useLayoutEffect(() => {
    latest.current = { initial, onRestore, onRestoreImages, wasSent };
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    const where = address.current;
    pending.current = undefined;
    if (!next || !where) return;
    if (same(next.value, latest.current.initial) && next.images.length === 0) {
      savedImages.current = [];
      void removeDraft(where, usesImages.current);
      return;
    }
    writeDraft(where, next.value, next.images.length);
    if (next.images !== savedImages.current) {
      savedImages.current = next.images;
      void draftImages().then((module) => module.saveDraftImages(where, next.images));
    }
  }, []);

  // Restore once the place is known (and again when the member changes, e.g. after a login).
  useEffect(() => {
    if (place === null) return;
    const where = { memberId, place };
    address.current = where;
    const draft = readDraft<T>(where);
    if (!draft || same(draft.value, latest.current.initial)) {
      held.current = [latest.current.initial];
      return;
    }
    let active = true;
    const restore = (kept: StoredDraft<T>) => {
      held.current = [latest.current.initial, kept.value];
      latest.current.onRestore(kept.value);
      setRestored(true);
      setRestoredAfterLogin(kept.fromVisitor === true);
      if (kept.imageCount === 0) return;
      void draftImages()
        .then((module) => module.loadDraftImages(where))
        .then((files) => {
          if (!active) return;
          savedImages.current = files;
          if (files.length > 0) latest.current.onRestoreImages?.(files);
          setImagesMissing(Math.max(0, kept.imageCount - files.length));
        });
    };
    const token = draft.sentAs;
    const check = latest.current.wasSent;
    if (token === undefined || !check) {
      restore(draft);
    } else {
      held.current = [latest.current.initial];
      void check(token)
        .catch(() => false)
        .then((sent) => {
          if (!active) return;
          if (sent) void removeDraft(where, draft.imageCount > 0);
          else restore(draft);
        });
    }
    return () => {
      active = false;
    };
  }, [place, memberId]);

  // Save as the member types, once typing pauses (a new object of the same content is no change).
  const serialized = JSON.stringify(value);
  useEffect(() => {
    if (place === null || !address.current) return;
    const current = JSON.parse(serialized) as T;
    if (held.current.some((kept) => same(current, kept)) && !images?.length) return;
    held.current = [];
    pending.current = { value: current, images: images ?? [] };
    clearTimeout(timer.current);
    // Picked images are stored at once: their IndexedDB write may not finish while a page unloads.
    if ((images ?? []) !== savedImages.current && (images?.length || savedImages.current.length)) {
      flush();
      return;
    }
    timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
  }, [place, serialized, images, flush]);

  // Leaving the form or hiding the page saves what is pending at once.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const forget = useCallback((value: T) => {
    clearTimeout(timer.current);
    pending.current = undefined;
    held.current = [value];
    setRestored(false);
    setRestoredAfterLogin(false);
    setImagesMissing(0);
    savedImages.current = [];
    if (address.current) void removeDraft(address.current, usesImages.current);
  }, []);

  const discard = useCallback(() => {
    const { initial: start, onRestore: put, onRestoreImages: putImages } = latest.current;
    forget(start);
    put(start);
    putImages?.([]);
  }, [forget]);

  const clear = useCallback(() => forget(value), [forget, value]);

  const markSent = useCallback(
    (token: string) => {
      flush();
      if (address.current) markDraftSent(address.current, token);
    },
    [flush],
  );

  return { restored, restoredAfterLogin, imagesMissing, discard, clear, markSent };
}
