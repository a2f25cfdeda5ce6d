/**
 * Search columns kept beside searchable text (deal: name, market, content text; board: content).
 *
 * - search_text: normalised text, for `like` confirmation and the pg_trgm index.
 * - search_bigrams: distinct grams of the words — every 2-character run inside a word plus every
 *   single character — so any keyword is pre-filtered by `search_bigrams @> keyword_grams` (GIN),
 *   then confirmed by `search_text like pattern`. Trigrams alone cannot serve 1–2 syllable Korean words.
 * - search_chosung: the initial consonants of the Hangul syllables, nothing else (no spaces), so a
 *   keyword typed as consonants only (ㅅㄷㅅ) finds 삼다수; its pg_trgm index serves keywords of
 *   three consonants or more (shorter ones match too many rows for an index to help).
 */

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const SYLLABLES_PER_INITIAL = 21 * 28;
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const CONSONANT_ONLY = /^[ㄱ-ㅎ]+$/;

/** NFC, full-width ASCII folded to ASCII, lower case, whitespace collapsed to one space, trimmed. */
export function toSearchText(s: string): string {
  return s
    .normalize('NFC')
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Distinct single characters and in-word character bigrams of the normalised text. */
export function toBigrams(s: string): string[] {
  const grams = new Set<string>();
  for (const word of toSearchText(s).split(' ')) {
    const chars = Array.from(word);
    chars.forEach((c, i) => {
      grams.add(c);
      const next = chars[i + 1];
      if (next !== undefined) grams.add(c + next);
    });
  }
  return [...grams];
}

/** Grams a row must contain to match the keyword: the keyword's bigrams, or its characters when a word is one character. */
export function toKeywordGrams(keyword: string): string[] {
  const grams = new Set<string>();
  for (const word of toSearchText(keyword).split(' ')) {
    const chars = Array.from(word);
    if (chars.length === 1) grams.add(word);
    for (let i = 0; i + 1 < chars.length; i++) grams.add(`${chars[i]}${chars[i + 1]}`);
  }
  return [...grams];
}

/** Initial consonants of the Hangul syllables in s; every other character is dropped. */
export function toChosung(s: string): string {
  let out = '';
  for (const c of s.normalize('NFC')) {
    const code = c.codePointAt(0) ?? 0;
    if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
      out += INITIALS[Math.floor((code - HANGUL_FIRST) / SYLLABLES_PER_INITIAL)];
    } else if (CONSONANT_ONLY.test(c)) {
      out += c;
    }
  }
  return out;
}

/** True when the keyword is only Hangul consonants (spaces aside): search it in search_chosung. */
export function isChosungKeyword(keyword: string): boolean {
  return CONSONANT_ONLY.test(keyword.replace(/\s+/g, ''));
}

/** A `like` pattern matching the normalised keyword anywhere (escape character `\`). */
export function toLikePattern(keyword: string): string {
  return `%${toSearchText(keyword).replace(/[\\%_]/g, '\\$&')}%`;
}

/** The three search columns for a row whose searchable text is the given parts. */
export function toSearchColumns(...parts: (string | null | undefined)[]): {
  search_text: string;
  search_bigrams: string[];
  search_chosung: string;
} {
  const text = toSearchText(parts.filter(Boolean).join(' '));
  return { search_text: text, search_bigrams: toBigrams(text), search_chosung: toChosung(text) };
}

/** Search columns of a deal: its name, market and content text. */
export function dealSearchColumns(deal: { name: string; market: string; contentText: string }) {
  return toSearchColumns(deal.name, deal.market, deal.contentText);
}

/** Search columns of a board post: its plain-text content. */
export function boardSearchColumns(board: { content: string }) {
  return toSearchColumns(board.content);
}
