/** Escapes `\`, `%` and `_` so user text matches literally in `LIKE ... ESCAPE '\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A `LIKE` pattern matching `text` anywhere, literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
