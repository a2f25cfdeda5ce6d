// Prepared statements: compiled once per shape, values bound on every call, and a value that a
// builder transforms (which a compiled text could not follow) refused when the statement is made.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/database';
import { PgliteConnection } from '../src/db/pglite-connection';
import { prepared } from '../src/db/prepared';
import { createDeal } from './helpers/factories';
import { createTestDatabase } from './helpers/test-database';

describe('prepared statements', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    for (const price of [1_000, 2_000, 3_000]) await createDeal(database.db, { price });
  });
  afterAll(() => database.close());

  it('compiles once per shape and binds each call’s values', async () => {
    let builds = 0;
    const dealsUnder = prepared(
      (v: { max: number; market: string }) => ({ market: v.market !== '' }),
      (db, v, shape) => {
        builds++;
        let query = db.selectFrom('deal').select('price').where('price', '<', v.max);
        if (shape.market) query = query.where('market', '=', v.market);
        return query.orderBy('price');
      },
    );
    const prices = async (max: number, market = '') =>
      (await dealsUnder(database.db, { max, market })).map((row) => row.price);

    expect(await prices(2_500)).toEqual([1_000, 2_000]);
    expect(await prices(1_500)).toEqual([1_000]);
    expect(builds).toBe(1);
    expect(await prices(9_999, '11번가')).toEqual([1_000, 2_000, 3_000]);
    expect(await prices(9_999, '옥션')).toEqual([]);
    expect(builds).toBe(2);
  });

  it('refuses a builder that changes a value on its way into the query', async () => {
    const changed = prepared(
      (_v: { name: string; limit: number }) => ({}),
      (db, v) => db.selectFrom('deal').select('id').where('name', 'like', `%${v.name}%`),
    );
    await expect(changed(database.db, { name: '상품', limit: 1 })).rejects.toThrow(/changed/);
    const counted = prepared(
      (_v: { limit: number }) => ({}),
      (db, v) =>
        db
          .selectFrom('deal')
          .select(sql<number>`1`.as('one'))
          .limit(v.limit + 1),
    );
    await expect(counted(database.db, { limit: 1 })).rejects.toThrow(/changed/);
  });

  describe('row descriptions', () => {
    afterEach(() => vi.restoreAllMocks());

    /** Counts the Describe messages sent on the database's kind of connection. */
    function countDescribes() {
      const connection = database.kind === 'pglite' ? PgliteConnection : pg.Connection;
      return vi.spyOn(connection.prototype, 'describe');
    }

    it('asks for a statement’s columns on its first run only, and parses later rows the same', async () => {
      const dealsFrom = prepared(
        (_v: { min: number }) => ({}),
        (db, v) =>
          db
            .selectFrom('deal')
            .select(['price', 'created_at', 'ended_at'])
            .where('price', '>=', v.min)
            .orderBy('price'),
      );
      const describes = countDescribes();
      const first = await dealsFrom(database.db, { min: 0 });
      const later = await dealsFrom(database.db, { min: 2_000 });
      const again = await dealsFrom(database.db, { min: 0 });
      expect(describes).toHaveBeenCalledTimes(1);
      expect(first.map((row) => row.price)).toEqual([1_000, 2_000, 3_000]);
      expect(later.map((row) => row.price)).toEqual([2_000, 3_000]);
      expect(again).toEqual(first);
      for (const row of [...later, ...again]) {
        expect(row.created_at).toBeInstanceOf(Date);
        expect(row.ended_at).toBeNull();
        expect(Object.keys(row)).toEqual(['price', 'created_at', 'ended_at']);
      }
    });

    it('reports an error of a statement run without asking, and runs it again after', async () => {
      const inverse = prepared(
        (_v: { n: number }) => ({}),
        (db, v) => db.selectNoFrom(sql<number>`1 / ${v.n}::int`.as('inverse')),
      );
      expect(await inverse(database.db, { n: 1 })).toEqual([{ inverse: 1 }]);
      await expect(inverse(database.db, { n: 0 })).rejects.toMatchObject({ code: '22012' });
      expect(await inverse(database.db, { n: 1 })).toEqual([{ inverse: 1 }]);
    });
  });
});
