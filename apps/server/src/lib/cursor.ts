import { createHash, createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { AppError } from './app-error';

/** A position in a list: the sort key of the last row shown (timestamp text, ids, tags). */
export type CursorKey = readonly (string | number)[];

export interface CursorCodec {
  encode(list: string, key: CursorKey): string;
  /** The key the cursor holds for this list; 400 INVALID_CURSOR when unknown, tampered or malformed. */
  decode(list: string, cursor: string, valid: (key: unknown[]) => boolean): unknown[];
}

const MAC_BYTES = 16;
/** Recently made cursors by payload: a list's first page ends at the same row for every reader. */
const MAX_CACHED_CURSORS = 1_000;
const invalid = () => new AppError(400, 'INVALID_CURSOR');

/**
 * Opaque, tamper-evident cursors: base64url of the JSON `[list, ...key]`, a dot, and a truncated
 * HMAC-SHA256 of that text under a key derived from the server secret (so every instance sharing
 * the secret reads the others' cursors, and a cursor of one list is refused by another).
 */
export function createCursorCodec(secret: string): CursorCodec {
  const key = createSecretKey(createHash('sha256').update(`akkyeo-list-cursor:${secret}`).digest());
  const mac = (payload: string) =>
    createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);
  const made = new Map<string, string>();
  return {
    encode(list, sortKey) {
      const text = JSON.stringify([list, ...sortKey]);
      let cursor = made.get(text);
      if (cursor === undefined) {
        const payload = Buffer.from(text).toString('base64url');
        cursor = `${payload}.${mac(payload).toString('base64url')}`;
        if (made.size >= MAX_CACHED_CURSORS) made.delete(made.keys().next().value!);
        made.set(text, cursor);
      }
      return cursor;
    },
    decode(list, cursor, valid) {
      const [payload, signature, extra] = cursor.split('.');
      if (!payload || !signature || extra !== undefined) throw invalid();
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        throw invalid();
      }
      if (!Array.isArray(parsed) || parsed[0] !== list) throw invalid();
      const sortKey = parsed.slice(1) as unknown[];
      if (!valid(sortKey)) throw invalid();
      return sortKey;
    },
  };
}
