import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/database';

describe('the pg connection to embedded PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase({ memory: true });
  });
  afterAll(() => database?.close());

  it('reads a reply larger than one chunk of the engine, row for row', async () => {
    const { rows } = await sql<{ n: number; text: string }>`
      select n, repeat('가나다', 40) || n as text from generate_series(1, 20000) as n
    `.execute(database.db);
    expect(rows).toHaveLength(20000);
    expect(rows[19999]).toEqual({ n: 20000, text: `${'가나다'.repeat(40)}20000` });
  });

  it('fails one statement of a batch and answers the next', async () => {
    await expect(sql`select ${'x'}::int`.execute(database.db)).rejects.toMatchObject({
      code: '22P02',
    });
    const { rows } = await sql<{ one: number }>`select ${1}::int as one`.execute(database.db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('rolls back a failed transaction and keeps the connection usable', async () => {
    await sql`create table pglite_connection_probe (id int primary key)`.execute(database.db);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into pglite_connection_probe values (1)`.execute(trx);
        await sql`insert into pglite_connection_probe values (1)`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from pglite_connection_probe
    `.execute(database.db);
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('passes on the notifications its statements commit, until unlistened', async () => {
    const heard: string[] = [];
    const witnessed: string[] = [];
    const unlisten = await database.listen!('probe_channel', (payload) => heard.push(payload));
    const unlistenWitness = await database.listen!('probe_channel', (payload) =>
      witnessed.push(payload),
    );
    await database.db.transaction().execute(async (trx) => {
      await sql`select pg_notify('probe_channel', 'first')`.execute(trx);
      expect(heard).toEqual([]);
    });
    await sql`select pg_notify('other_channel', 'elsewhere')`.execute(database.db);
    await unlisten();
    await sql`select pg_notify('probe_channel', 'after')`.execute(database.db);
    // A listener still on the channel hears 'after': the first one would have heard it by now.
    await expect.poll(() => witnessed).toEqual(['first', 'after']);
    expect(heard).toEqual(['first']);
    await unlistenWitness();
  });
});
