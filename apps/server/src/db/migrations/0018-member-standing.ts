import { sql, type Kysely } from 'kysely';

/**
 * Trust at community scale: only members with standing end deals and move the 인기 ranking
 * (docs/security.md).
 *
 * - `deal.ended_by` says who ended a deal (REPORTS, MANAGER or PARTNER; null while open, and for
 *   deals ended before this migration).
 * - `deal_ended_report.counts` says whether a report counts toward ending the deal (its member
 *   had standing and had never reported the deal before a manager closed their report);
 *   `closed_at` is set when a manager confirms or reopens: closed reports no longer show on the
 *   deal nor in the managers' queue, and their members' next reports of the deal count for nothing.
 * - The hot score reads the votes that count: `scored_like_count` and `scored_bookmark_count`
 *   (likes and bookmarks of members with standing, marked on their rows by `counted`),
 *   `click_count` (members' buy clicks that count) and `visitor_click_count` (anonymous clicks,
 *   one an address prefix a deal a Korean day), each visitor click weighing half a member's.
 *   Votes already cast keep counting. A score still only rises, so the hot cursor holds.
 * - `alert_ended_notice` remembers whom a deal's 종료 follow-up told, so each bookmarker hears
 *   it once a deal, however often it ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table deal
      add column ended_by text check (ended_by in ('REPORTS', 'MANAGER', 'PARTNER')),
      add column scored_like_count integer not null default 0 check (scored_like_count >= 0),
      add column scored_bookmark_count integer not null default 0
        check (scored_bookmark_count >= 0),
      add column visitor_click_count integer not null default 0
        check (visitor_click_count >= 0)`.execute(db);
  await sql`
    update deal set scored_like_count = like_count, scored_bookmark_count = bookmark_count
    where like_count > 0 or bookmark_count > 0`.execute(db);

  for (const table of ['deal_like', 'bookmark']) {
    await sql`alter table ${sql.id(table)} add column counted boolean not null default true`.execute(
      db,
    );
    await sql`alter table ${sql.id(table)} alter column counted set default false`.execute(db);
  }

  await sql`
    alter table deal_ended_report
      add column counts boolean not null default true,
      add column closed_at timestamptz`.execute(db);
  await sql`alter table deal_ended_report alter column counts drop default`.execute(db);
  await sql`
    create index deal_ended_report_open_idx on deal_ended_report (created_at desc, deal_id desc)
    where closed_at is null`.execute(db);

  await sql`
    create function akk_hot_score(
      likes integer, comments integer, bookmarks integer, member_clicks integer,
      visitor_clicks integer, created timestamptz
    ) returns double precision language sql immutable parallel safe as $$
      select ln(1 + 2 * greatest(likes, 0) + 3 * greatest(comments, 0)
                  + 3 * greatest(bookmarks, 0) + greatest(member_clicks, 0)
                  + 0.5 * greatest(visitor_clicks, 0))
        + extract(epoch from created - timestamptz '2026-01-01 00:00:00+00')::double precision / 28800
    $$`.execute(db);
  await sql`drop trigger deal_hot_score on deal`.execute(db);
  await sql`
    create or replace function akk_deal_hot_score() returns trigger language plpgsql as $$
    begin
      new.hot_score := akk_hot_score(new.scored_like_count, new.comment_count,
        new.scored_bookmark_count, new.click_count, new.visitor_click_count, new.created_at);
      if tg_op = 'UPDATE' and new.created_at = old.created_at then
        new.hot_score := greatest(new.hot_score, old.hot_score);
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger deal_hot_score
    before insert or update of scored_like_count, comment_count, scored_bookmark_count,
      click_count, visitor_click_count, created_at
    on deal for each row execute function akk_deal_hot_score()`.execute(db);

  await sql`
    create or replace function akk_count_deal_bookmark() returns trigger language plpgsql as $$
    declare
      delta integer := case when tg_op = 'INSERT' then 1 else -1 end;
      scored boolean := case when tg_op = 'INSERT' then new.counted else old.counted end;
    begin
      update deal set
        bookmark_count = bookmark_count + delta,
        scored_bookmark_count = scored_bookmark_count + case when scored then delta else 0 end
      where id = coalesce(new.deal_id, old.deal_id);
      return null;
    end $$`.execute(db);

  await sql`
    create table alert_ended_notice (
      deal_id bigint not null references deal (id) on delete cascade,
      member_id bigint not null references member (id) on delete cascade,
      primary key (deal_id, member_id)
    )`.execute(db);
  await sql`
    insert into alert_ended_notice (deal_id, member_id)
    select distinct deal_id, member_id from notification
    where type = 'DEAL_ENDED' and deal_id is not null
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists alert_ended_notice`.execute(db);
  await sql`
    create or replace function akk_count_deal_bookmark() returns trigger language plpgsql as $$
    begin
      update deal set bookmark_count = bookmark_count + case when tg_op = 'INSERT' then 1 else -1 end
      where id = coalesce(new.deal_id, old.deal_id);
      return null;
    end $$`.execute(db);
  await sql`drop trigger if exists deal_hot_score on deal`.execute(db);
  await sql`
    create or replace function akk_deal_hot_score() returns trigger language plpgsql as $$
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
    drop function if exists akk_hot_score(integer, integer, integer, integer, integer, timestamptz)`.execute(
    db,
  );
  await sql`drop index if exists deal_ended_report_open_idx`.execute(db);
  await sql`alter table deal_ended_report drop column counts, drop column closed_at`.execute(db);
  for (const table of ['deal_like', 'bookmark']) {
    await sql`alter table ${sql.id(table)} drop column counted`.execute(db);
  }
  await sql`
    alter table deal drop column ended_by, drop column scored_like_count,
      drop column scored_bookmark_count, drop column visitor_click_count`.execute(db);
}
