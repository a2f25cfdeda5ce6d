import { inspect } from 'node:util';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index';

const provider: MigrationProvider = {
  getMigrations: (): Promise<Record<string, Migration>> => Promise.resolve(migrations),
};

/** Creates a Migrator over the statically imported migrations. */
export function createMigrator<T>(db: Kysely<T>): Migrator {
  return new Migrator({ db, provider: provider });
}

/** Runs every pending migration; throws an Error naming the failed migration. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const { error, results } = await createMigrator(db).migrateToLatest();
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
