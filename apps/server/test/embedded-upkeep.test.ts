import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { embeddedUpkeep, scheduleEmbeddedUpkeep } from '../src/db/embedded-upkeep';
import { createDeal } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

const ctx = withTestApp();

const rowsPlanned = async (table: string) => {
  const { rows } = await sql<{ reltuples: number }>`
    select reltuples::float8 as reltuples from pg_class where relname = ${table}`.execute(ctx.db);
  return rows[0]?.reltuples ?? -1;
};

const pendingPages = async (index: string) => {
  const { rows } = await sql<{ pages: number }>`
    select gin_clean_pending_list(${index}::regclass)::int as pages`.execute(ctx.db);
  return rows[0]!.pages;
};

describe('the embedded database upkeep', () => {
  it('analyzes every table and merges every GIN pending list into its index', async () => {
    for (let i = 0; i < 120; i++) await createDeal(ctx.db, { name: `정비 시험 무선 이어폰 ${i}` });
    const round = await embeddedUpkeep(ctx.db);
    expect(round.tables).toBeGreaterThan(20);
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
    expect(rounds[0]).toMatchObject({ upkeep: { tables: expect.any(Number) as number } });
  });
});
