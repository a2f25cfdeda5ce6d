import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { embeddedUpkeep, scheduleEmbeddedUpkeep } from '../src/db/embedded-upkeep';
import type { DB } from '../src/db/types';
import { createDeal } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

const ctx = withTestApp();

const rowsPlanned = async (table: string, db: Kysely<DB> = ctx.db) => {
  const { rows } = await sql<{ reltuples: number }>`
    select reltuples::float8 as reltuples from pg_class where relname = ${table}`.execute(db);
  return rows[0]?.reltuples ?? -1;
};

const pendingPages = async (index: string) => {
  const { rows } = await sql<{ pages: number }>`
    select gin_clean_pending_list(${index}::regclass)::int as pages`.execute(ctx.db);
  return rows[0]!.pages;
};

/** Inserts `rows` price observations in one statement. */
const observePrices = (db: Kysely<DB>, rows: number) =>
  sql`insert into price_observation (product_key, price)
    select 'upkeep:' || n, n from generate_series(1, ${rows}::int) as n`.execute(db);

/**
 * Runs `use` on one pinned connection: the write counts a round reads are the session's own
 * (PGlite has one session; on PostgreSQL another session's counts arrive a second or more later).
 */
const onOneSession = <T>(use: (db: Kysely<DB>) => Promise<T>) => ctx.db.connection().execute(use);

describe('the embedded database upkeep', () => {
  it('analyzes every table and merges every GIN pending list into its index', async () => {
    for (let i = 0; i < 120; i++) await createDeal(ctx.db, { name: `정비 시험 무선 이어폰 ${i}` });
    const round = await embeddedUpkeep(ctx.db, { everyTable: true });
    expect(round.analyzed.length + round.vacuumed.length).toBeGreaterThan(20);
    expect(round.ginIndexes).toBeGreaterThan(3);
    expect(await rowsPlanned('deal')).toBeGreaterThanOrEqual(120);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stats where tablename = 'deal'`.execute(ctx.db);
    expect(rows[0]!.n).toBeGreaterThan(5);
    expect(await pendingPages('deal_search_bigrams_idx')).toBe(0);

    await createDeal(ctx.db, { name: '정비 뒤 새 딜' });
    expect((await embeddedUpkeep(ctx.db)).pendingPages).toBeGreaterThan(0);
    expect(await pendingPages('deal_search_trgm_idx')).toBe(0);
  });

  it('leaves unchanged tables alone, analyzes a much changed one and vacuums many dead rows', async () => {
    await sql`alter table deal set (autovacuum_enabled = false)`.execute(ctx.db);
    await onOneSession(async (db) => {
      await embeddedUpkeep(db, { everyTable: true });
      const quiet = await embeddedUpkeep(db);
      expect(quiet.analyzed).toEqual([]);
      expect(quiet.vacuumed).toEqual([]);

      const planned = await rowsPlanned('deal', db);
      const added = Math.ceil(60 + 0.1 * planned);
      for (let i = 0; i < added; i++) await createDeal(db, { name: `정비 변경 ${i}` });
      const changed = await embeddedUpkeep(db);
      expect(changed.analyzed).toContain('deal');
      expect(changed.analyzed).not.toContain('board');
      expect(await rowsPlanned('deal', db)).toBeGreaterThanOrEqual(planned + added);

      await db.deleteFrom('deal').where('name', 'like', '정비 %').execute();
      const cleaned = await embeddedUpkeep(db);
      expect(cleaned.vacuumed).toEqual(['deal']);
      expect(cleaned.analyzed).toEqual([]);
      expect(await embeddedUpkeep(db)).toMatchObject({ vacuumed: [], analyzed: [] });
    });
  });

  it('vacuums a table that only grew, once it grew by a thousand rows and a fifth', async () => {
    await sql`alter table price_observation set (autovacuum_enabled = false)`.execute(ctx.db);
    await onOneSession(async (db) => {
      await sql`vacuum price_observation`.execute(db);
      await observePrices(db, 900);
      expect((await embeddedUpkeep(db)).vacuumed).not.toContain('price_observation');
      const planned = await rowsPlanned('price_observation', db);
      await observePrices(db, Math.ceil(1_000 + 0.2 * planned - 900 + 50));
      expect((await embeddedUpkeep(db)).vacuumed).toContain('price_observation');
      expect((await embeddedUpkeep(db)).vacuumed).not.toContain('price_observation');
    });
  });

  it('vacuums a table grown before a restart, whose row counts the restart reset', async () => {
    await sql`alter table price_observation set (autovacuum_enabled = false)`.execute(ctx.db);
    await onOneSession(async (db) => {
      await sql`vacuum price_observation`.execute(db);
      await observePrices(db, 40_000);
      // PGlite keeps no statistics across a restart: the counts start again from zero.
      await sql`select pg_stat_force_next_flush()`.execute(db);
      await sql`select pg_stat_reset_single_table_counters('price_observation'::regclass)`.execute(
        db,
      );
      expect((await embeddedUpkeep(db)).vacuumed).toContain('price_observation');
      expect((await embeddedUpkeep(db)).vacuumed).not.toContain('price_observation');
    });
  });

  it('runs its rounds on time, logs each, and waits for one under way when stopped', async () => {
    const rounds: object[] = [];
    const log = {
      info: (details: object) => void rounds.push(details),
      error: (details: object) => void rounds.push(details),
    };
    const schedule = scheduleEmbeddedUpkeep(ctx.db, { everyMs: 20, firstAfterMs: 0, log });
    await expect.poll(() => rounds.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await schedule.stop();
    const after = rounds.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rounds.length).toBe(after);
    expect(rounds[0]).toMatchObject({ upkeep: { analyzed: expect.any(Array) as string[] } });
  });
});
