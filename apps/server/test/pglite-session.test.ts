import { sql } from 'kysely';
import { serialize } from 'pg-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from '../src/db/create-pglite';
import { createDatabaseFromPglite, type Database } from '../src/db/database';
import { PgliteSession } from '../src/db/pglite-session';

describe('several pool connections over one PGlite session', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabaseFromPglite(await createPglite(), {
      closePglite: true,
      connections: 4,
    });
    await sql`create table session_probe (id int primary key, n int not null)`.execute(database.db);
    await sql`insert into session_probe values (1, 0)`.execute(database.db);
  });
  afterAll(() => database?.close());

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const count = async () =>
    Number(
      (await sql<{ n: number }>`select n from session_probe where id = 1`.execute(database.db))
        .rows[0]?.n,
    );

  it('keeps each transaction to itself while the other connections read and write', async () => {
    const before = await count();
    const seen: number[] = [];
    const work = Array.from({ length: 40 }, (_, i) =>
      i % 4 === 0
        ? database.db.transaction().execute(async (trx) => {
            const { rows } = await sql<{ n: number }>`
              select n from session_probe where id = 1`.execute(trx);
            await pause(5);
            await sql`update session_probe set n = ${rows[0]!.n + 1} where id = 1`.execute(trx);
          })
        : count().then((n) => void seen.push(n)),
    );
    await Promise.all(work);
    expect(await count()).toBe(before + 10);
    expect(seen.every((n) => n >= before && n <= before + 10)).toBe(true);
  });

  it('shows no other connection what a transaction has not committed, and rolls it back', async () => {
    const before = await count();
    let inside: Promise<number> | undefined;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`update session_probe set n = -1 where id = 1`.execute(trx);
        inside = count();
        // Time for the read to reach the session, were it not held.
        await pause(50);
        await sql`select 1 / 0`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(await inside).toBe(before);
    expect(await count()).toBe(before);
  });

  it('fails only the statement in error, and the connections go on', async () => {
    const results = await Promise.allSettled([
      sql`select ${'x'}::int`.execute(database.db),
      count(),
      sql`select ${2}::int as two`.execute(database.db),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });

  it('rolls back the transaction of a connection that ended in it, and lets the others go on', async () => {
    const pglite = await createPglite();
    try {
      const session = new PgliteSession(pglite);
      const [gone, next] = [{}, {}];
      const status = (replies: Buffer[]) => String.fromCharCode(replies.at(-1)!.at(-1)!);
      expect(status(await session.run(gone, serialize.query('begin')))).toBe('T');
      const waiting = session.run(next, serialize.query('select 1'));
      session.leave(gone);
      expect(status(await waiting)).toBe('I');
    } finally {
      await pglite.close();
    }
  });
});
