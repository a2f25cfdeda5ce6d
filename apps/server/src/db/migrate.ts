import { inspect } from 'node:util';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrations } from './migration-list';

const provider: MigrationProvider = {
  getMigrations: (): Promise<Record<string, Migration>> => Promise.resolve(migrations),
};

/** Creates a Migrator over the statically imported migrations. */
export function createMigrator<T>(db: Kysely<T>): Migrator {
  return new Migrator({ db, provider: provider });
}

/**
 * Runs every pending migration on one connection without the pool's statement timeout (an index
 * on a large table may take minutes); throws an Error naming the failed migration.
 */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  if (await isUpToDate(db)) return;
  const { error, results } = await db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      return await createMigrator(connection).migrateToLatest();
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
  if (!error) return;
  const failed = results?.find((r) => r.status === 'Error')?.migrationName;
  const cause = error instanceof Error ? error.message : inspect(error);
  throw new Error(
    failed
      ? `Database migration ${failed} failed: ${cause}`
      : `Database migration failed: ${cause}`,
    { cause: error },
  );
}

/**
 * One query instead of the migrator's lock and bookkeeping when every migration has run (every
 * restart); anything else (a new database, a pending or unknown migration) goes through the migrator.
 */
async function isUpToDate<T>(db: Kysely<T>): Promise<boolean> {
  const names = Object.keys(migrations);
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const applied = new Set(rows.map((row) => row.name));
    return applied.size === names.length && names.every((name) => applied.has(name));
  } catch {
    return false;
  }
}
