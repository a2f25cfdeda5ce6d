// Copies a loaded PostgreSQL bench database into a migrated PGlite one, row for row, so that
// `bench:scale` computes its data set once: the search columns cost most of a load, and PGlite
// computes them at under half PostgreSQL's speed in its single thread.
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/database';
import { embeddedUpkeep } from '../../apps/server/src/db/embedded-upkeep';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import type { DB } from '../../apps/server/src/db/types';

/** Rows a batch: one JSON parameter each way. */
const BATCH_ROWS = 5_000;

interface Table {
  name: string;
  /** The columns a row is written with (generated ones are computed again). */
  columns: string[];
  /** Its identity column, whose sequence moves past the copied ids. */
  identity: string | null;
}

/** The app's tables (not Kysely's migration tables), in name order, with what a copy writes. */
export async function tablesOf(db: Kysely<DB>): Promise<Table[]> {
  const { rows } = await sql<{
    table: string;
    column: string;
    generated: string;
    identity: string | null;
  }>`
    select c.table_name as table, c.column_name as column, c.is_generated as generated,
      c.identity_generation as identity
    from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.table_name not like 'kysely\\_%'
    order by c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, Table>();
  for (const row of rows) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], identity: null };
    tables.set(row.table, table);
    if (row.generated === 'NEVER') table.columns.push(row.column);
    if (row.identity) table.identity = row.column;
  }
  return [...tables.values()];
}

/** The indexes no constraint owns: dropped for the copy and built once after it. */
async function secondaryIndexes(db: Kysely<DB>) {
  const { rows } = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = 'public'
      and indexname not in (select conname from pg_constraint where conindid <> 0)`.execute(db);
  return rows;
}

async function copyTable(source: pg.Client, target: Kysely<DB>, table: Table): Promise<void> {
  const columns = table.columns.map((column) => pg.escapeIdentifier(column)).join(', ');
  const cursor = `copy_${table.name}`;
  await source.query('begin');
  try {
    await source.query(
      `declare ${cursor} no scroll cursor for
        select to_jsonb(copied)::text as json
        from (select ${columns} from ${pg.escapeIdentifier(table.name)}) as copied`,
    );
    for (;;) {
      const { rows } = await source.query<{ json: string }>(`fetch ${BATCH_ROWS} from ${cursor}`);
      if (rows.length === 0) break;
      const batch = `[${rows.map((row) => row.json).join(',')}]`;
      await sql`
        insert into ${sql.table(table.name)} (${sql.raw(columns)})
        select ${sql.raw(columns)} from jsonb_populate_recordset(null::${sql.table(table.name)}, ${batch}::jsonb)`.execute(
        target,
      );
    }
  } finally {
    await source.query('commit');
  }
}

/**
 * Migrates `target` (a fresh PGlite) and copies every table of the database at `sourceUrl` into
 * it: triggers and foreign keys rest while the rows (counters included) arrive as they are, the
 * secondary indexes are built once at the end, identity sequences move past the copied ids, and
 * the tables are vacuumed and analysed as after a load.
 */
export async function copyToPglite(sourceUrl: string, target: Database): Promise<void> {
  await migrateToLatest(target.db);
  const db = target.db;
  const tables = await tablesOf(db);
  const indexes = await secondaryIndexes(db);
  const source = new pg.Client({ connectionString: sourceUrl });
  await source.connect();
  await sql`set session_replication_role = replica`.execute(db);
  try {
    await sql`truncate ${sql.join(tables.map((table) => sql.table(table.name)))}`.execute(db);
    for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
    for (const table of tables) await copyTable(source, db, table);
    for (const index of indexes) await sql.raw(index.definition).execute(db);
    for (const table of tables) {
      if (!table.identity) continue;
      await sql`
        select setval(pg_get_serial_sequence(${table.name}, ${table.identity}),
          coalesce(max(${sql.ref(table.identity)}), 0) + 1, false)
        from ${sql.table(table.name)}`.execute(db);
    }
  } finally {
    await sql`set session_replication_role = origin`.execute(db);
    await source.end();
  }
  await embeddedUpkeep(db, { everyTable: true });
}
