import { sql, type Kysely } from 'kysely';

const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

/** The initial consonant of the `i`-th character of `word`, null for any other character. */
const initialAt = (word: string, i: string) =>
  sql.raw(`case
    when ascii(substr(${word}, ${i}, 1)) between 44032 and 55203
      then substr('${INITIALS}', (ascii(substr(${word}, ${i}, 1)) - 44032) / 588 + 1, 1)
    when ascii(substr(${word}, ${i}, 1)) between 12593 and 12622 then substr(${word}, ${i}, 1)
  end`);

/**
 * 초성 keywords match within a word: search_chosung keeps the initials of each word apart (one
 * space between words, a word without Hangul left out), and search_bigrams holds the initial
 * pairs inside a word as `xy` and those across a space as `x y`, so search's `ㄹㅁ` no longer
 * finds `슬림 무선` (ㄹ of 슬림, ㅁ of 무선) while keyword alerts, which read initials across words,
 * still find their candidates by index. Migration 0007's akk_search_bigrams keeps serving the
 * word grams (given no 초성) under the name akk_word_grams; the new akk_search_bigrams adds the
 * 초성 grams to them (0007's triggers call both functions by name). Every deal and post's 초성
 * columns are rebuilt from their stored search_text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function akk_chosung(t text) returns text
    language sql immutable parallel safe as $$
      select coalesce(string_agg(initials, ' ' order by n), '') from (
        select w.n, string_agg(${initialAt('w.word', 'i')}, '' order by i) as initials
        from unnest(string_to_array(t, ' ')) with ordinality as w (word, n)
          cross join lateral generate_series(1, char_length(w.word)) as i
        group by w.n
      ) as words
      where initials <> ''
    $$`.execute(db);
  await sql`alter function akk_search_bigrams(text, text) rename to akk_word_grams`.execute(db);
  // A letter followed by a space gives `x y` (the pair across the space), any other its pair.
  await sql`
    create function akk_search_bigrams(t text, chosung text) returns text[]
    language sql immutable parallel safe as $$
      select coalesce(array_agg(distinct g), '{}') from (
        select unnest(akk_word_grams(t, '')) as g
        union all
        select case when substr(chosung, i + 1, 1) = ' ' then substr(chosung, i, 3)
          else substr(chosung, i, 2) end
        from generate_series(1, char_length(chosung) - 1) as i
        where substr(chosung, i, 1) <> ' '
      ) as grams
    $$`.execute(db);
  await rebuild(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function akk_chosung(t text) returns text
    language sql immutable parallel safe as $$
      select coalesce(string_agg(${initialAt('t', 'i')}, '' order by i), '')
      from generate_series(1, char_length(t)) as i
    $$`.execute(db);
  await sql`drop function akk_search_bigrams(text, text)`.execute(db);
  await sql`alter function akk_word_grams(text, text) rename to akk_search_bigrams`.execute(db);
  await rebuild(db);
}

/** Recomputes the 초성 columns only (no other column is set, so no other trigger fires). */
async function rebuild(db: Kysely<unknown>) {
  for (const table of ['deal', 'board']) {
    await sql`
      update ${sql.table(table)} set search_chosung = akk_chosung(search_text),
        search_bigrams = akk_search_bigrams(search_text, akk_chosung(search_text))`.execute(db);
    await sql`analyze ${sql.table(table)} (search_chosung, search_bigrams)`.execute(db);
  }
}
