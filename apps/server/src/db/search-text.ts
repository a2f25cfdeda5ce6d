/**
 * Search columns kept beside searchable text (deal: name, market, content text; board: content).
 * The database fills them (migration 0007's SQL functions and triggers mirror this file); the
 * functions here turn a keyword into the same shapes, and tests check that both sides agree.
 *
 * - search_text: normalised text, for `like` confirmation and the pg_trgm index.
 * - search_bigrams: distinct grams of the words — every 2-character run inside a word plus every
 *   single character — so any keyword is pre-filtered by `search_bigrams @> keyword_grams` (GIN),
 *   then confirmed by `search_text like pattern`. Trigrams alone cannot serve 1–2 syllable Korean
 *   words. The 초성 pairs of search_chosung are in the same array, `xy` inside a word and `x y`
 *   across a space, so 초성 keywords of two letters or more are pre-filtered the same way (search
 *   by the first kind only; keyword alerts, which ignore spaces, by either).
 * - search_chosung: the initial consonants of each word's Hangul syllables, the words' apart by one
 *   space (a word without Hangul left out), so a keyword typed as consonants only (ㅅㄷㅅ) finds
 *   삼다수 and matches within a word as people mean it: ㄹㅁ does not find 슬림 무선.
 *   (Migration 0021 made the initials per word; 0007 kept one run across words.)
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

/** Consonant pairs inside each word of a 초성 string (words apart by spaces). */
const wordPairs = (chosung: string) => chosung.split(/\s+/).flatMap(pairs);

/** Grams a row must contain to match a 초성 keyword: the consonant pairs inside its words. */
export function toChosungKeywordGrams(keyword: string): string[] {
  return [...new Set(wordPairs(keyword))];
}

/** The grams of a stored 초성 string: each pair inside a word (`xy`) or across a space (`x y`). */
function chosungGrams(chosung: string): string[] {
  const chars = Array.from(chosung);
  return chars.flatMap((c, i) => {
    const next = chars[i + 1];
    if (c === ' ' || next === undefined) return [];
    return [next === ' ' ? `${c} ${chars[i + 2]}` : `${c}${next}`];
  });
}

/**
 * For a 초성 keyword read across words (keyword alerts: spaces ignored), each consonant pair of
 * it with the two grams that hold it: inside a word (`xy`) or across a space (`x y`).
 */
export function toChosungSpanGrams(keyword: string): [string, string][] {
  const letters = keyword.replace(/\s+/g, '');
  return [...new Set(pairs(letters))].map((pair) => [pair, Array.from(pair).join(' ')]);
}

/**
 * Initial consonants of the Hangul syllables in each whitespace-separated word of s, words apart
 * by one space; every other character is dropped, and so is a word left empty.
 */
export function toChosung(s: string): string {
  const words = s
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => {
      let out = '';
      for (const c of word) {
        const code = c.codePointAt(0) ?? 0;
        if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
          out += INITIALS[Math.floor((code - HANGUL_FIRST) / SYLLABLES_PER_INITIAL)];
        } else if (CONSONANT_ONLY.test(c)) {
          out += c;
        }
      }
      return out;
    });
  return words.filter(Boolean).join(' ');
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
  const grams = new Set([...toBigrams(text), ...chosungGrams(chosung)]);
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
