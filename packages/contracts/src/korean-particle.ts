const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;

/**
 * The word with the particle its last syllable takes: `pair[0]` after a final consonant
 * (제목을), `pair[1]` after a vowel (링크를); both as `을(를)` when the word does not end in Hangul.
 */
export function withParticle(word: string, pair: readonly [string, string]): string {
  const code = word.charCodeAt(word.length - 1);
  if (!(code >= HANGUL_FIRST && code <= HANGUL_LAST)) return `${word}${pair[0]}(${pair[1]})`;
  return `${word}${(code - HANGUL_FIRST) % 28 === 0 ? pair[1] : pair[0]}`;
}
