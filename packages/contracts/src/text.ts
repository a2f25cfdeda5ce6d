import { z } from 'zod';
import * as messages from './messages';

/** NUL, or a UTF-16 surrogate without its partner: text PostgreSQL and JSON consumers refuse. */
const UNSAFE_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the string holds no NUL and no unpaired surrogate. */
export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/**
 * The string type of every text a client sends: a string with NUL or an unpaired surrogate is
 * refused with a Korean message before anything else looks at it (a non-string gets the server's
 * message naming the field).
 */
export function text() {
  return z.string().refine(isSafeText, messages.protection.unsafeText);
}
