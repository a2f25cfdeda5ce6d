const CONSONANTS_ONLY = /^[ㄱ-ㅎ\s]+$/;

/** A case-insensitive pattern for the keyword's words, or null when there is nothing to mark (초성 keywords). */
export function keywordPattern(keyword: string): RegExp | null {
  const words = keyword.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || CONSONANTS_ONLY.test(keyword)) return null;
  const escaped = words
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(${escaped.join('|')})`, 'gi');
}

/** The text cut into plain and matching parts (odd indexes match). */
export function splitByKeyword(text: string, keyword: string): string[] {
  const pattern = keywordPattern(keyword);
  return pattern ? text.split(pattern) : [text];
}

/** Up to `length` characters of the text, starting a little before the first match. */
export function snippetAround(text: string, keyword: string, length = 120, lead = 20): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const pattern = keywordPattern(keyword);
  const index = pattern ? flat.search(pattern) : -1;
  const start = index > lead ? index - lead : 0;
  const cut = flat.slice(start, start + length);
  return `${start > 0 ? '…' : ''}${cut}${start + length < flat.length ? '…' : ''}`;
}
