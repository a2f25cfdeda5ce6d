import { isChosungKeyword, toChosung, toSearchText } from '../../db/search-text';

/**
 * Keyword alerts match a deal's name the way search normalises text (db/search-text.ts: NFC,
 * full-width folded, Latin lower-cased) and ignore spacing: every word of a keyword must occur in
 * the name with its spaces removed, so `버즈3프로` matches `버즈 3 프로` and `버즈 프로` matches
 * `갤럭시 버즈3 프로`. A keyword of Hangul consonants only (ㄱㅅㅂ) matches the name's initials.
 */

/** A deal's name as rules are matched against it. */
export interface MatchText {
  /** Normalised, without spaces. */
  compact: string;
  /** Initial consonants of its Hangul syllables. */
  chosung: string;
  /** Every character and adjacent pair of `compact`, and the pairs of `chosung`. */
  grams: string[];
}

function pairs(s: string): string[] {
  const chars = Array.from(s);
  return chars.slice(1).map((c, i) => `${chars[i]}${c}`);
}

export function toMatchText(name: string): MatchText {
  const compact = toSearchText(name).replace(/ /g, '');
  const chosung = toChosung(compact);
  const grams = new Set([...Array.from(compact), ...pairs(compact), ...pairs(chosung)]);
  return { compact, chosung, grams: [...grams] };
}

const consonants = (phrase: string) => phrase.replace(/\s+/g, '');
const words = (phrase: string) => toSearchText(phrase).split(' ').filter(Boolean);

/**
 * Grams every name matching the keyword holds (a rule's `match_grams`): each word's adjacent
 * pairs, or the word itself when it is one character; a 초성 keyword's consonant pairs.
 */
export function keywordGrams(keyword: string): string[] {
  if (isChosungKeyword(keyword)) return [...new Set(pairs(consonants(keyword)))];
  const grams = new Set<string>();
  for (const word of words(keyword)) {
    const chars = Array.from(word);
    if (chars.length === 1) grams.add(word);
    for (const pair of pairs(word)) grams.add(pair);
  }
  return [...grams];
}

/** True when the name holds the phrase (a keyword or an exclude word) as described above. */
export function matchesPhrase(text: MatchText, phrase: string): boolean {
  if (isChosungKeyword(phrase)) return text.chosung.includes(consonants(phrase));
  const parts = words(phrase);
  return parts.length > 0 && parts.every((word) => text.compact.includes(word));
}

/** True when the name holds the rule's keyword and none of its exclude words. */
export function matchesWords(
  text: MatchText,
  rule: { keyword: string; excludes: readonly string[] },
): boolean {
  return (
    matchesPhrase(text, rule.keyword) && !rule.excludes.some((word) => matchesPhrase(text, word))
  );
}

/**
 * True when the phrase holds wherever the keyword does, read from the words alone: each word of a
 * phrase is inside one word of the keyword (`상품` in `상품권`), or a 초성 phrase's consonants are
 * inside a 초성 keyword's. False when it cannot tell.
 */
function impliedBy(keyword: string, phrase: string): boolean {
  const chosung = isChosungKeyword(keyword);
  if (chosung !== isChosungKeyword(phrase)) return false;
  if (chosung) return consonants(keyword).includes(consonants(phrase));
  const keywordWords = words(keyword);
  const parts = words(phrase);
  return (
    parts.length > 0 && parts.every((part) => keywordWords.some((word) => word.includes(part)))
  );
}

/**
 * True when no name can match the rule, so that nothing need be read: a keyword without words, or
 * an exclude word every matching name holds (`상품` −`상품`).
 */
export function neverMatches(rule: { keyword: string; excludes: readonly string[] }): boolean {
  if (!isChosungKeyword(rule.keyword) && words(rule.keyword).length === 0) return true;
  return rule.excludes.some((word) => impliedBy(rule.keyword, word));
}

/** The normalised form of a keyword or exclude word, as duplicates are compared. */
export const normalisePhrase = (phrase: string): string => toSearchText(phrase);
