import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { BUILD_TIMEOUT_MS, ensureServerBuild, SERVER_DIST } from './helpers/compiled-server';

describe('PGlite in a thread of its own (the built server)', () => {
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    ensureServerBuild();
    dataDir = mkdtempSync(join(tmpdir(), 'akkyeo-pglite-thread-'));
    database = await createDatabase({
      dataDir,
      pgliteThread: pathToFileURL(join(SERVER_DIST, 'pglite-thread.js')),
    });
  }, BUILD_TIMEOUT_MS);
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates, writes in transactions from several connections and reads them back', async () => {
    await migrateToLatest(database.db);
    await sql`create table thread_probe (id int primary key)`.execute(database.db);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        database.db.transaction().execute(async (trx) => {
          await sql`insert into thread_probe values (${i})`.execute(trx);
        }),
      ),
    );
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from thread_probe`.execute(database.db);
    expect(rows[0]?.n).toBe(8);
    expect(database.pglite).toBeUndefined();
  }, 120_000);

  it("leaves PGlite's code to the thread: the server's start loads none of it", () => {
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      const code = readFileSync(file, 'utf8');
      for (const [, path] of code.matchAll(/(?:from|import)\s*"(\.\.?\/[^"]+)"/g)) {
        visit(join(dirname(file), path!));
      }
    };
    visit(join(SERVER_DIST, 'main.js'));
    expect(loaded.size).toBeGreaterThan(1);
    const withPglite = [...loaded].filter((file) =>
      readFileSync(file, 'utf8').includes('"@electric-sql/pglite'),
    );
    expect(withPglite).toEqual([]);
  });

  it('hears what its statements commit through the thread, until unlistened', async () => {
    const heard: string[] = [];
    const unlisten = await database.listen!('thread_channel', (payload) => heard.push(payload));
    await sql`select pg_notify('thread_channel', 'first')`.execute(database.db);
    await expect.poll(() => heard).toEqual(['first']);
    await unlisten();
    await sql`select pg_notify('thread_channel', 'after')`.execute(database.db);
    await sql`select 1`.execute(database.db);
    expect(heard).toEqual(['first']);
  });

  it('fails a statement in error with its PostgreSQL code, and goes on', async () => {
    await expect(sql`select ${'x'}::int`.execute(database.db)).rejects.toMatchObject({
      code: '22P02',
    });
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('reads back a reply the engine gives in many chunks, row for row', async () => {
    const { rows } = await sql<{ n: number; text: string }>`
      select n, repeat('가나다', 40) || n as text from generate_series(1, 20000) as n
    `.execute(database.db);
    expect(rows).toHaveLength(20000);
    expect(rows[19999]).toEqual({ n: 20000, text: `${'가나다'.repeat(40)}20000` });
  });
});
