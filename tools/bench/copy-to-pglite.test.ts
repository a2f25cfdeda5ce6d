import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../apps/server/src/db/database';
import type { DB } from '../../apps/server/src/db/types';
import { loadScaleSet } from './bench-databases';
import { copyToPglite, tablesOf } from './copy-to-pglite';
import { withScratchDatabase } from './scratch-database';

const serverUrl = process.env.TEST_DATABASE_URL;

const tableNames = async (db: Kysely<DB>) => (await tablesOf(db)).map((table) => table.name);

/** Every row of `table` as JSON text, in one order whatever the database. */
async function rowsOf(db: Kysely<DB>, table: string): Promise<string[]> {
  const { rows } = await sql<{ row: unknown }>`
    select to_jsonb(t) as row from ${sql.table(table)} as t`.execute(db);
  return rows.map((row) => JSON.stringify(row.row)).sort();
}

describe.skipIf(!serverUrl)('copyToPglite (skipped without TEST_DATABASE_URL)', () => {
  it('copies every row, counter and identity of a loaded set', { timeout: 180_000 }, async () => {
    await withScratchDatabase(serverUrl!, async ({ DATABASE_URL }) => {
      const source = await createDatabase({ databaseUrl: DATABASE_URL });
      const target = await createDatabase({ memory: true });
      try {
        const memberId = await loadScaleSet(source, 300);
        await copyToPglite(DATABASE_URL, target);

        const tables = await tableNames(source.db);
        expect(await tableNames(target.db)).toEqual(tables);
        for (const table of ['deal', 'board', 'bookmark', 'board_hide', 'list_counter']) {
          expect((await rowsOf(source.db, table)).length, table).toBeGreaterThan(0);
        }
        for (const table of tables) {
          expect(await rowsOf(target.db, table), table).toEqual(await rowsOf(source.db, table));
        }

        const next = await target.db
          .insertInto('deal')
          .values({
            source: 'AKKYEO',
            name: '복사 후 새 딜',
            price: 1000,
            market: '쿠팡',
            link: 'https://example.com/next',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        expect(next.id).toBe(301);
        await target.db
          .insertInto('bookmark')
          .values({ deal_id: next.id, member_id: memberId })
          .execute();
        const counted = await target.db
          .selectFrom('deal')
          .select('bookmark_count')
          .where('id', '=', next.id)
          .executeTakeFirstOrThrow();
        expect(counted.bookmark_count).toBe(1);
      } finally {
        await target.close();
        await source.close();
      }
    });
  });
});
