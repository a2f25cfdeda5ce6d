import { sql, type Kysely } from 'kysely';

/**
 * The 인기 (hot) ranking and buy clicks.
 *
 * Each deal keeps `hot_score`, set by a trigger whenever its counters move (in the transaction of
 * the like, comment, bookmark or click that moves them):
 *
 *   ln(1 + 2·likes + 3·comments + 3·bookmarks + clicks) + (created_at − 2026-01-01) / 8 h
 *
 * so every 8 hours of age weigh as much as e (≈2.7) times the weighted votes, and a score never
 * needs recomputing as time passes: newer deals simply start higher. A score only rises (a
 * removed like or bookmark leaves the peak it reached), so a cursor over (hot_score desc, id desc)
 * never meets a row it already passed. `bookmark_count` is kept by a trigger on `bookmark`;
 * `click_count` by the feed's click recording (one row of `deal_click` a visitor, deal and day).
 * The hot list reads open deals only, from a partial index on (hot_score desc, id desc).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table deal
      add column bookmark_count integer not null default 0 check (bookmark_count >= 0),
      add column click_count integer not null default 0 check (click_count >= 0),
      add column hot_score double precision not null default 0`.execute(db);

  await sql`
    create function akk_hot_score(
      likes integer, comments integer, bookmarks integer, clicks integer, created timestamptz
    ) returns double precision language sql immutable parallel safe as $$
      select ln(1 + 2 * greatest(likes, 0) + 3 * greatest(comments, 0)
                  + 3 * greatest(bookmarks, 0) + greatest(clicks, 0))
        + extract(epoch from created - timestamptz '2026-01-01 00:00:00+00')::double precision / 28800
    $$`.execute(db);

  await sql`
    update deal d set
      bookmark_count = coalesce(b.n, 0),
      hot_score = akk_hot_score(d.like_count, d.comment_count, coalesce(b.n, 0)::int, 0, d.created_at)
    from deal d2
    left join (select deal_id, count(*)::int as n from bookmark group by deal_id) b
      on b.deal_id = d2.id
    where d2.id = d.id`.execute(db);

  await sql`
    create function akk_deal_hot_score() returns trigger language plpgsql as $$
    begin
      new.hot_score := akk_hot_score(
        new.like_count, new.comment_count, new.bookmark_count, new.click_count, new.created_at);
      if tg_op = 'UPDATE' and new.created_at = old.created_at then
        new.hot_score := greatest(new.hot_score, old.hot_score);
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger deal_hot_score
    before insert or update of like_count, comment_count, bookmark_count, click_count, created_at
    on deal for each row execute function akk_deal_hot_score()`.execute(db);

  await sql`
    create function akk_count_deal_bookmark() returns trigger language plpgsql as $$
    begin
      update deal set bookmark_count = bookmark_count + case when tg_op = 'INSERT' then 1 else -1 end
      where id = coalesce(new.deal_id, old.deal_id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger bookmark_deal_count after insert or delete on bookmark
    for each row execute function akk_count_deal_bookmark()`.execute(db);

  await sql`
    create index deal_hot_idx on deal (hot_score desc, id desc) where ended_at is null`.execute(db);

  await db.schema
    .createTable('deal_click')
    .addColumn('deal_id', 'bigint', (c) => c.notNull().references('deal.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('deal_click_pkey', ['deal_id', 'day', 'visitor'])
    .execute();
  await db.schema.createIndex('deal_click_day_idx').on('deal_click').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists deal_click`.execute(db);
  await sql`drop index if exists deal_hot_idx`.execute(db);
  await sql`drop trigger if exists bookmark_deal_count on bookmark`.execute(db);
  await sql`drop trigger if exists deal_hot_score on deal`.execute(db);
  await sql`drop function if exists akk_count_deal_bookmark(), akk_deal_hot_score()`.execute(db);
  await sql`drop function if exists akk_hot_score(integer, integer, integer, integer, timestamptz)`.execute(
    db,
  );
  await sql`
    alter table deal drop column bookmark_count, drop column click_count, drop column hot_score`.execute(
    db,
  );
}
