import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { createReadBudgetCounter } from '../src/plugins/read-budget-counter';
import { createTestDatabase } from './helpers/test-database';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A counter that writes only when asked (its timer is an hour). */
const counter = () => createReadBudgetCounter(database.db, { flushMs: 3_600_000 });

async function storedCount(key: string): Promise<number | undefined> {
  const row = await database.db
    .selectFrom('rate_limit')
    .select('count')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.count;
}

async function writes<T>(fn: () => Promise<T>): Promise<number> {
  const before = await database.db.selectFrom('rate_limit').select(['key', 'count']).execute();
  await fn();
  const after = await database.db.selectFrom('rate_limit').select(['key', 'count']).execute();
  const was = new Map(before.map((row) => [row.key, row.count]));
  return after.filter((row) => was.get(row.key) !== row.count).length;
}

describe('read budget counter', () => {
  it('writes a key’s first read at once and counts the later ones in memory', async () => {
    const reads = counter();
    const key = 'read:test:first';
    expect(await reads.hit(key, 3, 60)).toMatchObject({ count: 1, allowed: true });
    expect(await storedCount(key)).toBe(1);
    expect(await writes(() => reads.hit(key, 3, 60))).toBe(0);
    expect(await reads.hit(key, 3, 60)).toMatchObject({ count: 3, allowed: true });
    const refused = await reads.hit(key, 3, 60);
    expect(refused).toMatchObject({ count: 4, allowed: false });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await storedCount(key)).toBe(1);
    await reads.flush();
    expect(await storedCount(key)).toBe(4);
    await reads.close();
  });

  it('writes the reads of many keys in one flush, and nothing when none came', async () => {
    const reads = counter();
    const keys = ['read:test:a', 'read:test:b', 'read:test:c'];
    for (const key of keys) for (let i = 0; i < 5; i++) await reads.hit(key, 100, 60);
    for (const key of keys) expect(await storedCount(key)).toBe(1);
    expect(await writes(() => reads.flush())).toBe(3);
    for (const key of keys) expect(await storedCount(key)).toBe(5);
    expect(await writes(() => reads.flush())).toBe(0);
    await reads.close();
  });

  it('learns the reads another instance counted when it writes its own', async () => {
    const [one, two] = [counter(), counter()];
    const key = 'read:test:shared';
    for (let i = 0; i < 3; i++) expect((await one.hit(key, 5, 60)).allowed).toBe(true);
    await one.flush();
    // The other instance's first read of the window reads the three already counted.
    expect(await two.hit(key, 5, 60)).toMatchObject({ count: 4, allowed: true });
    expect(await one.hit(key, 5, 60)).toMatchObject({ count: 4, allowed: true });
    await one.flush();
    await two.hit(key, 5, 60);
    await two.flush();
    expect(await two.hit(key, 5, 60)).toMatchObject({ count: 7, allowed: false });
    await Promise.all([one.close(), two.close()]);
    expect(await storedCount(key)).toBe(7);
  });

  it('starts a new window once the last one is over', async () => {
    const reads = counter();
    const key = 'read:test:window';
    await reads.hit(key, 1, 1);
    expect((await reads.hit(key, 1, 1)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await reads.hit(key, 1, 1)).toMatchObject({ count: 1, allowed: true });
    expect(await storedCount(key)).toBe(1);
    await reads.close();
  });

  it('forgets a window once it is over, even of a key read only once', async () => {
    const reads = createReadBudgetCounter(database.db, { flushMs: 20 });
    await reads.hit('read:test:once-a', 10, 1);
    await reads.hit('read:test:once-b', 10, 1);
    expect(reads.tracked).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await reads.hit('read:test:once-c', 10, 60);
    await expect.poll(() => reads.tracked).toBe(1);
    await reads.close();
  });

  it('writes by its timer, and what is left on close', async () => {
    const reads = createReadBudgetCounter(database.db, { flushMs: 20 });
    const key = 'read:test:timer';
    await reads.hit(key, 10, 60);
    await reads.hit(key, 10, 60);
    await expect.poll(() => storedCount(key)).toBe(2);
    await reads.hit(key, 10, 60);
    await reads.close();
    expect(await storedCount(key)).toBe(3);
  });

  /** A counter with two reads of `key` counted, and `rate_limit` renamed away so its writes fail. */
  async function failingCounter(key: string, flushMs: number) {
    const errors: unknown[] = [];
    const reads = createReadBudgetCounter(database.db, {
      flushMs,
      onFlushError: (error) => errors.push(error),
    });
    await reads.hit(key, 10, 60);
    await reads.hit(key, 10, 60);
    await database.db.schema.alterTable('rate_limit').renameTo('rate_limit_away').execute();
    const restore = () =>
      database.db.schema.alterTable('rate_limit_away').renameTo('rate_limit').execute();
    return { reads, errors, restore };
  }

  it('keeps the hits it could not write and writes them next time', async () => {
    const key = 'read:test:retry';
    const { reads, errors, restore } = await failingCounter(key, 3_600_000);
    await reads.flush();
    expect(errors).toHaveLength(1);
    expect(await reads.hit(key, 10, 60)).toMatchObject({ count: 3 });
    await restore();
    await reads.close();
    expect(await storedCount(key)).toBe(3);
  });

  it('tries no more once closed, even when its last write failed', async () => {
    const { reads, errors, restore } = await failingCounter('read:test:closed', 20);
    try {
      await reads.close();
      const failed = errors.length;
      expect(failed).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(errors).toHaveLength(failed);
    } finally {
      await restore();
    }
  });
});
