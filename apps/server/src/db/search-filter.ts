import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { isChosungKeyword, toKeywordGrams, toLikePattern, toSearchText } from './search-text';

/**
 * A where-condition for rows of `table` (deal or board) matching a search keyword, or undefined for
 * a blank keyword. Every word must occur in search_text (bigram GIN pre-filter, then `like`); a
 * keyword of Hangul consonants only (ㅅㄷㅅ) matches the initials in search_chosung instead.
 */
export function searchCondition(
  table: 'deal' | 'board',
  keyword: string,
): RawBuilder<SqlBool> | undefined {
  const text = toSearchText(keyword);
  if (!text) return undefined;
  const escape = sql`escape '\\'`;
  if (isChosungKeyword(text)) {
    const pattern = toLikePattern(text.replace(/ /g, ''));
    return sql<SqlBool>`${sql.ref(`${table}.search_chosung`)} like ${pattern} ${escape}`;
  }
  const words = text
    .split(' ')
    .map(
      (word) =>
        sql<SqlBool>`${sql.ref(`${table}.search_text`)} like ${toLikePattern(word)} ${escape}`,
    );
  return sql<SqlBool>`(${sql.ref(`${table}.search_bigrams`)} @> ${toKeywordGrams(text)}::text[] and ${sql.join(words, sql` and `)})`;
}
