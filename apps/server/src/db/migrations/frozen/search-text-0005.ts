/**
 * The search columns as migration 0005 wrote them: a frozen copy of `db/search-text.ts` at the time,
 * so that the migration's meaning never follows later changes to the app's search normaliser.
 * Never edit this file.
 */
/**
 * Search columns kept beside searchable text (deal: name, market, content text; board: content).
 * The database fills them (migration 0007's SQL functions and triggers mirror this file); the
 * functions here turn a keyword into the same shapes, and tests check that both sides agree.
 *
 * - search_text: normalised text, for `like` confirmation and the pg_trgm index.
 * - search_bigrams: distinct grams of the words — every 2-character run inside a word plus every
 *   single character — so any keyword is pre-filtered by `search_bigrams @> keyword_grams` (GIN),
 *   then confirmed by `search_text like pattern`. Trigrams alone cannot serve 1–2 syllable Korean
 *   words. The bigrams of search_chosung are in the same array, so 초성 keywords of two letters or
 *   more are pre-filtered the same way.
 * - search_chosung: the initial consonants of the Hangul syllables, nothing else (no spaces), so a
 *   keyword typed as consonants only (ㅅㄷㅅ) finds 삼다수.
 */

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const SYLLABLES_PER_INITIAL = 21 * 28;
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const CONSONANT_ONLY = /^[ㄱ-ㅎ]+$/;

/**
 * NFC, full-width ASCII folded to ASCII, A–Z lowered (ASCII only, as the database does it whatever
 * its locale), whitespace collapsed to one space, trimmed.
 */
export function toSearchText(s: string): string {
  return s
    .normalize('NFC')
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[A-Z]/g, (c) => c.toLowerCase())
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

function pairs(s: string): string[] {
  const chars = Array.from(s);
  return chars.slice(1).map((c, i) => `${chars[i]}${c}`);
}

/** Grams a row must contain to match a 초성 keyword (spaces ignored): its consonant pairs. */
export function toChosungKeywordGrams(keyword: string): string[] {
  return [...new Set(pairs(keyword.replace(/\s+/g, '')))];
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
  const chosung = toChosung(text);
  const grams = new Set([...toBigrams(text), ...pairs(chosung)]);
  return { search_text: text, search_bigrams: [...grams], search_chosung: chosung };
}

/** Search columns of a deal: its name, market and content text. */
export function dealSearchColumns(deal: { name: string; market: string; contentText: string }) {
  return toSearchColumns(deal.name, deal.market, deal.contentText);
}

/** Search columns of a board post: its plain-text content. */
export function boardSearchColumns(board: { content: string }) {
  return toSearchColumns(board.content);
}
