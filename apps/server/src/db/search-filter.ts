import { sql, type RawBuilder, type SqlBool } from 'kysely';
import {
  isChosungKeyword,
  toChosungKeywordGrams,
  toKeywordGrams,
  toLikePattern,
  toSearchText,
} from './search-text';

/**
 * A where-condition for rows of `table` (deal or board) matching a search keyword, or undefined for
 * a blank keyword. Every word must occur in search_text (bigram GIN pre-filter, then `like`); a
 * keyword of Hangul consonants only (ㅅㄷㅅ) matches the initials in search_chosung instead, with
 * the same pre-filter on the initials' pairs when it has two letters or more.
 */
export function searchCondition(
  table: 'deal' | 'board',
  keyword: string,
): RawBuilder<SqlBool> | undefined {
  const text = toSearchText(keyword);
  if (!text) return undefined;
  const escape = sql`escape '\\'`;
  const bigrams = sql.ref(`${table}.search_bigrams`);
  if (isChosungKeyword(text)) {
    const pattern = toLikePattern(text.replace(/ /g, ''));
    const like = sql<SqlBool>`${sql.ref(`${table}.search_chosung`)} like ${pattern} ${escape}`;
    const grams = toChosungKeywordGrams(text);
    return grams.length === 0 ? like : sql<SqlBool>`(${bigrams} @> ${grams}::text[] and ${like})`;
  }
  const words = text
    .split(' ')
    .map(
      (word) =>
        sql<SqlBool>`${sql.ref(`${table}.search_text`)} like ${toLikePattern(word)} ${escape}`,
    );
  return sql<SqlBool>`(${bigrams} @> ${toKeywordGrams(text)}::text[] and ${sql.join(words, sql` and `)})`;
}
