import { sql, type Kysely } from 'kysely';

const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join('');
/** Full-width ASCII (U+FF01–FF5E) folded to ASCII, then A–Z to a–z (locale-independent). */
const FOLD_FROM = range(0xff01, 0xff5e) + range(0x41, 0x5a);
const FOLD_TO = range(0x21, 0x7e).toLowerCase() + range(0x61, 0x7a);
/** The characters JavaScript's `\s` matches. */
const SPACES = String.raw`[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+`;

/**
 * The database keeps the search columns: SQL functions mirror `search-text.ts` and triggers fill
 * search_text, search_bigrams (word bigrams and single characters, plus the bigrams of the 초성
 * string so two-letter 초성 keywords are served by the GIN index) and search_chosung on every
 * insert and edit, whatever wrote the row. Existing deals and posts are rebuilt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function akk_search_text(t text) returns text language sql immutable parallel safe as $$
      select btrim(regexp_replace(
        translate(normalize(coalesce(t, ''), nfc), ${sql.lit(FOLD_FROM)}, ${sql.lit(FOLD_TO)}),
        ${sql.lit(SPACES)}, ' ', 'g'))
    $$`.execute(db);
  await sql`
    create function akk_chosung(t text) returns text language sql immutable parallel safe as $$
      select coalesce(string_agg(
        case
          when ascii(c) between 44032 and 55203
            then substr(${sql.lit(INITIALS)}, (ascii(c) - 44032) / 588 + 1, 1)
          when ascii(c) between 12593 and 12622 then c
        end, '' order by i), '')
      from (select substr(t, i, 1) as c, i from generate_series(1, char_length(t)) as i) as chars
    $$`.execute(db);
  await sql`
    create function akk_search_bigrams(t text, chosung text) returns text[]
    language sql immutable parallel safe as $$
      select coalesce(array_agg(distinct g), '{}') from (
        select substr(w, i, 1) as g
          from unnest(string_to_array(t, ' ')) as w, generate_series(1, char_length(w)) as i
        union all
        select substr(w, i, 2)
          from unnest(string_to_array(t, ' ')) as w, generate_series(1, char_length(w) - 1) as i
        union all
        select substr(chosung, i, 2) from generate_series(1, char_length(chosung) - 1) as i
      ) as grams
    $$`.execute(db);
  await sql`
    create function akk_fill_search() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'deal' then
        new.search_text := akk_search_text(concat_ws(' ', new.name, new.market, new.content_text));
      else
        new.search_text := akk_search_text(new.content);
      end if;
      new.search_chosung := akk_chosung(new.search_text);
      new.search_bigrams := akk_search_bigrams(new.search_text, new.search_chosung);
      return new;
    end $$`.execute(db);
  await sql`
    create trigger deal_search before insert or update of name, market, content_text on deal
    for each row execute function akk_fill_search()`.execute(db);
  await sql`
    create trigger board_search before insert or update of content on board
    for each row execute function akk_fill_search()`.execute(db);
  await sql`update deal set name = name`.execute(db);
  await sql`update board set content = content`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists deal_search on deal`.execute(db);
  await sql`drop trigger if exists board_search on board`.execute(db);
  await sql`drop function if exists akk_fill_search()`.execute(db);
  await sql`drop function if exists akk_search_bigrams(text, text)`.execute(db);
  await sql`drop function if exists akk_chosung(text)`.execute(db);
  await sql`drop function if exists akk_search_text(text)`.execute(db);
}
