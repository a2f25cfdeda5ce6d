import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { afterTimeId } from './keyset';
import type { DB } from './types';
import type { TimeIdKey } from '../lib/list-page';
import {
  isChosungKeyword,
  toChosungKeywordGrams,
  toKeywordGrams,
  toLikePattern,
  toSearchText,
} from './search-text';

/** Words of letters and digits this long or longer are matched by `like` on the trigram index. */
const TRIGRAM_LENGTH = 3;
const TRIGRAM_WORD = /^[\p{L}\p{N}]+$/u;
const byTrigrams = (word: string) =>
  Array.from(word).length >= TRIGRAM_LENGTH && TRIGRAM_WORD.test(word);

/** The distinct words of a keyword's search text. */
const wordsOf = (text: string) => [...new Set(text.split(' '))];

/** How a search condition is to be read (see searchCondition). */
export type SearchUse = 'index' | 'scan' | 'collect' | 'grams';

/**
 * A where-condition for rows of `table` (deal or board) matching a search keyword, or undefined for
 * a blank keyword. Every word must occur in search_text: a word of one or two characters by its
 * gram in search_bigrams (GIN; the gram is present exactly when the word is), a longer word of
 * letters and digits by `like` alone (served by the trigram index), any other word (1+1, 100%) by
 * its bigrams confirmed by `like`, since the trigram index sees only letters and digits. Each word
 * of a keyword of Hangul consonants only (ㅅㄷㅅ) must occur within one word's initials in
 * search_chosung: two letters by their pair in search_bigrams, others by `like` (trigram index).
 * Each word is one condition whose estimate PostgreSQL takes from the column's statistics: several
 * grams of one word ANDed together were estimated as if independent (1 row expected, thousands
 * found), which planned a bitmap scan and a sort over every match of a common word instead of a
 * walk along created_at.
 *
 * With `use` 'scan', for rows read one by one (a search's window, SEARCH_WINDOW): every word by
 * `like` alone on search_text (search_chosung for 초성), the same rows: a word's grams are in
 * search_bigrams exactly when the word is in the text, and `like` is cheaper than reading the array.
 *
 * With `use` 'collect', for every match gathered to be sorted (a search past its window): the grams
 * of all the words in one `@>` on search_bigrams, each word its grams do not imply confirmed by
 * `like`.
 * One GIN scan of several grams steps through the common grams' lists by the rare one's entries,
 * where a condition per word built the whole bitmap of each (at 1,000,000 posts, `무선` alone is
 * 54,000 entries, 20–40 ms, to meet a word found 300 times).
 *
 * With `use` 'grams', for the matches of the newest days (SEARCH_RECENT_ROWS): that `@>` alone,
 * undefined when the keyword has no grams (a 초성 letter alone). It finds every match and some
 * rows more, which the caller confirms with 'scan'; it keeps the planner on the gram index, whose
 * second key bounds the days, where a `like` drew it to the trigram index for some keywords.
 */
export function searchCondition(
  table: 'deal' | 'board',
  keyword: string,
  use: SearchUse = 'index',
): RawBuilder<SqlBool> | undefined {
  const text = toSearchText(keyword);
  if (!text) return undefined;
  const bigrams = sql.ref(`${table}.search_bigrams`);
  const like = (column: string, word: string) =>
    sql<SqlBool>`${sql.ref(`${table}.${column}`)} like ${toLikePattern(word)} escape '\\'`;
  const words = wordsOf(text);
  if (use === 'scan') {
    const column = isChosungKeyword(text) ? 'search_chosung' : 'search_text';
    return all(words.map((word) => like(column, word)));
  }
  if (use === 'collect' || use === 'grams') {
    const chosung = isChosungKeyword(text);
    const grams = chosung ? toChosungKeywordGrams(text) : toKeywordGrams(text);
    const byGrams = grams.length > 0 ? sql<SqlBool>`${bigrams} @> ${grams}::text[]` : undefined;
    if (use === 'grams') return byGrams;
    // A word's grams imply it up to two characters (a 초성 word: exactly two, no single letters).
    const implied = (word: string) => (chosung ? [2] : [1, 2]).includes(Array.from(word).length);
    const confirm = words
      .filter((word) => !implied(word))
      .map((word) => like(chosung ? 'search_chosung' : 'search_text', word));
    return all(byGrams ? [byGrams, ...confirm] : confirm);
  }
  if (isChosungKeyword(text)) {
    const pairs = words.filter((word) => Array.from(word).length === 2);
    const conditions = words
      .filter((word) => Array.from(word).length !== 2)
      .map((word) => like('search_chosung', word));
    if (pairs.length > 0) {
      conditions.unshift(
        sql<SqlBool>`${bigrams} @> ${toChosungKeywordGrams(pairs.join(' '))}::text[]`,
      );
    }
    return all(conditions);
  }
  const others = words.filter((word) => !byTrigrams(word));
  const conditions = words.filter(byTrigrams).map((word) => like('search_text', word));
  if (others.length > 0) {
    conditions.unshift(sql<SqlBool>`${bigrams} @> ${toKeywordGrams(others.join(' '))}::text[]`);
    const confirm = others.filter((word) => Array.from(word).length > 2);
    conditions.push(...confirm.map((word) => like('search_text', word)));
  }
  return all(conditions);
}

/**
 * A search page's keyword condition on the rows of its source (see SearchSource): through the
 * indexes for the planner's own plan (no source), row by row for a window's rows and the newest
 * days' candidates ('scan'), none for every match (undefined: each already has it).
 */
export function sourceSearchCondition(
  table: 'deal' | 'board',
  keyword: string,
  source: SearchSource | undefined,
): RawBuilder<SqlBool> | undefined {
  if (source === 'matches') return undefined;
  return searchCondition(table, keyword, source === undefined ? 'index' : 'scan');
}

/**
 * What a collecting source reads through the search indexes: the grams alone for the newest days'
 * candidates (their page confirms them), every match for 'matches'.
 */
export function collectCondition(
  table: 'deal' | 'board',
  keyword: string,
  source: 'recent' | 'matches',
): RawBuilder<SqlBool> | undefined {
  const grams = source === 'recent' ? searchCondition(table, keyword, 'grams') : undefined;
  return grams ?? searchCondition(table, keyword, 'collect');
}

/**
 * How many of the newest rows (after the cursor, in the list's order) a keyword search reads first.
 * The planner estimates each word of a keyword on its own and multiplies: words that go together
 * (`rtx 4070`, `1+1`, whose grams are separate conditions) were expected in a handful of rows and
 * found in thousands, and every match was fetched and sorted (20-80 ms at 100,000 rows); words
 * that rarely meet were expected often and the list walked every row. So a search first reads this
 * window along the list's index; the matches among it are the first of all matches, so when they
 * fill the page they are the page. When it holds some matches but not a page, a wider window
 * sized by their density (at most SEARCH_WINDOW_MAX rows) is read the same way: a keyword found in
 * one row of 200 (`쿠팡 1+1` among posts) would otherwise collect every match, 4,762 of them at
 * 1,000,000 posts. Otherwise the matches are few near the top and the search collects those after
 * the cursor through the search indexes (the window bounds them: at most a page in every
 * SEARCH_WINDOW rows at the top) and sorts them: in newest-first order those of the newest
 * SEARCH_RECENT_ROWS' days first, every match when they do not fill the page. A page asked for by
 * number (an offset) reads the window the same way when the page ends among its matches, and
 * otherwise keeps the planner's plan.
 */
export const SEARCH_WINDOW = 2_000;

/** The widest window a search reads before it collects matches instead (see SEARCH_WINDOW). */
export const SEARCH_WINDOW_MAX = 8_000;

/**
 * About how many of the newest rows (after the cursor) a first page's collection is kept to before
 * it collects every match: the matches created on or after the day reached by stretching the time
 * the newest SEARCH_WINDOW rows span this many rows' worth. The gram index keys each row by that
 * day (migration 0028), so one GIN scan finds just those matches and only their heap pages are
 * read. A keyword too rare to fill a page among them (under one row in 2,500 for a page of 20)
 * collects every match instead.
 */
export const SEARCH_RECENT_ROWS = 50_000;

/**
 * When the newest days' step applies by default (`SEARCH_NEWEST_DAYS_MIN_ROWS`): the table holds
 * at least this many rows (PostgreSQL's own estimate, `pg_class.reltuples`, read at most once a
 * minute). In a smaller table the days reach back over much of it and the step costs more than the
 * scattered reads it saves: at 100,000 rows (half of them in the days) the first requests of the
 * bench's keywords took 1,013 ms summed against 546 ms without it.
 */
export const NEWEST_DAYS_MIN_ROWS = 10 * SEARCH_RECENT_ROWS;

const ROW_ESTIMATE_TTL_MS = 60_000;
type RowEstimate = { rows: number; at: number };
const rowEstimates = new WeakMap<Kysely<DB>, Map<string, RowEstimate>>();

/**
 * The most words a keyword may have for the newest days' step. Each word narrows the matches,
 * so a keyword of three words or more has few to collect wherever they lie, and the step only
 * added a scan: at 1,000,000 deals the newest days took 3.1–13.9 ms of the bench's three-word
 * keywords and every match 1.6–7.6 ms, and three of the four still needed every match after it.
 */
export const NEWEST_DAYS_MAX_WORDS = 2;

/**
 * Whether a newest-first search of `table` for `keyword` collects the newest days' matches first:
 * when the keyword has at most NEWEST_DAYS_MAX_WORDS words and the table's row estimate is at
 * least `minRows` (-Infinity: always, also before any estimate).
 */
export async function newestDaysApply(
  db: Kysely<DB>,
  table: 'deal' | 'board',
  keyword: string,
  minRows: number,
): Promise<boolean> {
  if (wordsOf(toSearchText(keyword)).length > NEWEST_DAYS_MAX_WORDS) return false;
  const now = Date.now();
  let known = rowEstimates.get(db);
  if (!known) rowEstimates.set(db, (known = new Map<string, RowEstimate>()));
  let estimate = known.get(table);
  if (!estimate || now - estimate.at >= ROW_ESTIMATE_TTL_MS) {
    const { rows } = await sql<{
      n: number;
    }>`select reltuples::float8 as n from pg_class where oid = ${table}::regclass`.execute(db);
    estimate = { rows: Number(rows[0]?.n ?? 0), at: now };
    known.set(table, estimate);
  }
  return estimate.rows >= minRows;
}

/**
 * Where a search page reads its rows: the newest SEARCH_WINDOW, the matches of the newest
 * SEARCH_RECENT_ROWS' days, or every match.
 */
export type SearchSource = 'window' | 'recent' | 'matches';

/**
 * Rows of `table` created on or after the UTC day that the newest `sample` rows after the cursor
 * (in created_at desc, id desc order) reach when the time they span is stretched `rows / sample`
 * times: about the days of the newest `rows` rows at the rate the newest came in. Every row when
 * fewer than `sample` rows follow the cursor. Written as the gram index's second key (migration
 * 0028), so a collection's GIN scan applies it; the sample is read along the list's index.
 */
export function createdSinceDayOf(
  table: 'deal' | 'board',
  after: TimeIdKey | undefined,
  rows: number,
  sample = SEARCH_WINDOW,
): RawBuilder<SqlBool> {
  const createdAt = sql.ref(`${table}.created_at`);
  return sql<SqlBool>`(${createdAt} at time zone 'UTC')::date >= coalesce((
    select ((max(newest.at) - (max(newest.at) - min(newest.at)) * ${rows / sample}::float8)
      at time zone 'UTC')::date
    from (select ${createdAt} as at from ${sql.table(table)} where ${afterTimeId(table, after)}
      order by ${createdAt} desc, ${sql.ref(`${table}.id`)} desc limit ${sample}) as newest
    having count(*) = ${sample}), '-infinity'::date)`;
}

/**
 * The rows of a wider window expected to hold `limit` matches, half as many again, when `found`
 * came in SEARCH_WINDOW rows; undefined when it would pass SEARCH_WINDOW_MAX.
 */
export function widerWindow(found: number, limit: number): number | undefined {
  if (found <= 0) return undefined;
  const rows = Math.ceil(((SEARCH_WINDOW * limit) / found) * 1.5);
  return rows <= SEARCH_WINDOW_MAX ? rows : undefined;
}

/**
 * One page of a keyword search read from the window first (`read('window', rows)`: the newest
 * `rows` after the cursor) and, when the window holds fewer than `offset + limit` of its rows (the
 * page then comes back short), for a first page: from a wider window (when the window held some),
 * then, in newest-first order on a large table (`newestDays`), from the matches of the newest
 * SEARCH_RECENT_ROWS' days (`read('recent', rows)`), then from every match after the cursor (see
 * SEARCH_WINDOW). All give the same rows in the same order; a window's or the newest days' are the
 * page only when they fill it. A page asked for by number past its window's matches is read by the
 * planner's own plan (`read()`): every match of a common word would be far more than its offset.
 */
export async function searchPage<R>(
  page: { limit: number; offset: number; newestDays: boolean },
  read: (source?: SearchSource, rows?: number) => Promise<R[]>,
): Promise<R[]> {
  if (page.offset + page.limit > SEARCH_WINDOW) return page.offset > 0 ? read() : read('matches');
  const window = await read('window', SEARCH_WINDOW);
  if (window.length >= page.limit) return window;
  if (page.offset > 0) return read();
  const wider = widerWindow(window.length, page.limit);
  if (wider !== undefined) {
    const more = await read('window', wider);
    if (more.length >= page.limit) return more;
  }
  if (page.newestDays) {
    const recent = await read('recent', SEARCH_RECENT_ROWS);
    if (recent.length >= page.limit) return recent;
  }
  return read('matches');
}

const all = (conditions: RawBuilder<SqlBool>[]) =>
  conditions.length === 1 ? conditions[0]! : sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;

/**
 * Whether the database's pg_trgm takes Hangul as letters (true under any UTF-8 ctype such as
 * C.UTF-8 or ko_KR.UTF-8; false under the plain C ctype). When it does not, searches of Korean words
 * of three syllables or more still answer rightly but scan the table.
 */
export async function trigramsSeeHangul(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{
    n: number;
  }>`select cardinality(show_trgm('가나다'))::int as n`.execute(db);
  return (rows[0]?.n ?? 0) >= 3;
}
