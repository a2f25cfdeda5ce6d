import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import {
  createDatabase,
  createDatabaseFromPglite,
  type Database,
  type DatabaseOptions,
} from '../../src/db/database';
import { createPglite } from '../../src/db/create-pglite';
import { migrateToLatest } from '../../src/db/migrate';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));
const TEMPLATE_PREFIX = 'akkyeo-pglite-template-';
const PG_TEMPLATE_LOCK = 724_517_003;

export type TestDatabaseOptions = Pick<DatabaseOptions, 'statementTimeoutMs'>;

/**
 * A fresh, migrated, empty database for one test (file): a PostgreSQL database of its own when
 * TEST_DB_KIND is 'postgres' (dropped by close()), otherwise an in-memory PGlite. Both start from
 * a migrated template made once per schema version, so no test pays for initdb or migrations.
 */
export function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<Database> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
    return createPostgresTestDatabase(url, opts);
  }
  return createPgliteTestDatabase();
}

/** Hash of the migration sources, their list (and the PGlite version): names the templates. */
function schemaHash(): string {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(pgliteEntry), '..', 'package.json')));
  const files = readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => name.endsWith('.ts')).sort()) {
    hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  hash.update(readFileSync(join(MIGRATIONS_DIR, '../migration-list.ts')));
  return hash.digest('hex').slice(0, 16);
}

let pgliteTemplate: Promise<Blob> | undefined;

/** An embedded data directory with every migration applied, as a `dumpDataDir()` tarball (`loadDataDir`). */
export function migratedPgliteTarball(): Promise<Blob> {
  pgliteTemplate ??= loadOrBuildPgliteTemplate();
  return pgliteTemplate;
}

async function createPgliteTestDatabase(): Promise<Database> {
  const pglite = await createPglite(undefined, { loadDataDir: await migratedPgliteTarball() });
  return createDatabaseFromPglite(pglite, { closePglite: true });
}

/** The migrated data directory as a tarball, cached in the temp dir across test files and runs. */
async function loadOrBuildPgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `${TEMPLATE_PREFIX}${schemaHash()}.tar`);
  const cached = readIfExists(file);
  if (cached) return new Blob([cached]);

  const pglite = await createPglite();
  const database = await createDatabaseFromPglite(pglite, { closePglite: true });
  try {
    await migrateToLatest(database.db);
    const dump = await pglite.dumpDataDir('none');
    const bytes = new Uint8Array(await dump.arrayBuffer());
    for (const old of readdirSync(tmpdir()).filter((f) => f.startsWith(TEMPLATE_PREFIX))) {
      rmSync(join(tmpdir(), old), { force: true });
    }
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, bytes);
    renameSync(temp, file);
    return new Blob([bytes]);
  } finally {
    await database.close();
  }
}

function readIfExists(file: string): Uint8Array | undefined {
  try {
    return new Uint8Array(readFileSync(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** An empty database of its own on a PostgreSQL server (see createEmptyDatabase). */
export interface EmptyDatabase {
  url: string;
  /** Drops it, closing whatever is still connected. */
  drop: () => Promise<void>;
}

/**
 * A new empty database `<prefix>_<random>` on `url`'s server, for processes that migrate it
 * themselves (the compiled servers of two-instances and rolling-restart).
 */
export async function createEmptyDatabase(url: string, prefix: string): Promise<EmptyDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, (client) => client.query(`create database "${name}"`));
  return {
    url: withDatabase(url, name),
    drop: async () => {
      await withAdmin(url, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

async function createPostgresTestDatabase(
  url: string,
  opts: TestDatabaseOptions,
): Promise<Database> {
  const template = `akkyeo_template_${schemaHash()}`;
  const name = `akkyeo_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [PG_TEMPLATE_LOCK]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount === 0) await buildPostgresTemplate(admin, url, template);
      await admin.query(`create database "${name}" template "${template}"`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [PG_TEMPLATE_LOCK]);
    }
  });

  const database = await createDatabase({
    databaseUrl: withDatabase(url, name),
    poolMax: 4,
    ...opts,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(url, (admin) =>
        admin.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

/** Migrates a scratch database, then renames it: a half-built template never carries the final name. */
async function buildPostgresTemplate(
  admin: pg.Client,
  url: string,
  template: string,
): Promise<void> {
  const building = `${template}_building`;
  await admin.query(`drop database if exists "${building}" with (force)`);
  await admin.query(`create database "${building}"`);
  const scratch = await createDatabase({ databaseUrl: withDatabase(url, building), poolMax: 1 });
  try {
    await migrateToLatest(scratch.db);
  } finally {
    await scratch.close();
  }
  await admin.query(`alter database "${building}" rename to "${template}"`);
  const stale = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'akkyeo\\_template\\_%' and datname <> $1",
    [template],
  );
  for (const { datname } of stale.rows) {
    await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
  }
}

/** The connection string of a PostgreSQL test database (for a LISTEN connection), else undefined. */
export async function databaseUrlOf(database: Database): Promise<string | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (database.kind !== 'postgres' || !base) return undefined;
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
    database.db,
  );
  const url = new URL(base);
  url.pathname = `/${rows[0]?.name ?? ''}`;
  return url.toString();
}
