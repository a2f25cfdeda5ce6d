import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { migrations } from '../src/db/migrations/index';
import { createDeal } from './helpers/factories';
import { createTestDatabase } from './helpers/test-database';

let database: Database;
const migration = migrations['0012_price_history']!;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('migration 0012 (price history) over existing deals', () => {
  it('keys the deals, moves observations to the normalised keys and gives each product a first price', async () => {
    const db = database.db;
    await migration.down!(db);
    const day = 86_400_000;
    const ago = (days: number) => new Date(Date.now() - days * day);
    const tracked = await createDeal(db, {
      link: 'https://www.shop.example/p/9?utm_source=kakao',
      price: 8_000,
      created_at: ago(20),
    });
    const coupang = await createDeal(db, {
      link: 'https://www.coupang.com/vp/products/4242?itemId=1',
      price: 5_000,
      created_at: ago(3),
    });
    const bad = await createDeal(db, { link: 'not a url', price: 1_000 });
    // Observations as the old keys wrote them: the URL as it was, fragment dropped.
    await sql`insert into price_observation (product_key, price, observed_at) values
      ('url:https://www.shop.example/p/9?utm_source=kakao', 9000, ${ago(20)}),
      ('url:https://shop.example/p/9?fbclid=x', 8500, ${ago(12)}),
      ('url:https://www.shop.example/p/9?utm_source=kakao', 8000, ${ago(1)})`.execute(db);

    await migration.up(db);

    const deals = await db
      .selectFrom('deal')
      .select(['id', 'product_key', 'is_lowest_price'])
      .orderBy('id')
      .execute();
    expect(deals).toEqual([
      { id: tracked.id, product_key: 'url:https://shop.example/p/9', is_lowest_price: true },
      { id: coupang.id, product_key: 'coupang:4242', is_lowest_price: false },
      { id: bad.id, product_key: null, is_lowest_price: false },
    ]);
    const observations = await db
      .selectFrom('price_observation')
      .select(['product_key', 'price'])
      .orderBy('observed_at')
      .execute();
    expect(observations).toEqual([
      { product_key: 'url:https://shop.example/p/9', price: 9_000 },
      { product_key: 'url:https://shop.example/p/9', price: 8_500 },
      { product_key: 'coupang:4242', price: 5_000 },
      { product_key: 'url:https://shop.example/p/9', price: 8_000 },
    ]);
  });
});
