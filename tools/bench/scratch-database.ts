// A PostgreSQL database of its own for one measurement: created empty, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Runs `fn` with the server environment of a new, empty database on `databaseUrl`'s server. */
export async function withScratchDatabase<T>(
  databaseUrl: string,
  fn: (env: { DATA_DIR: string; DATABASE_URL: string }) => Promise<T>,
): Promise<T> {
  const name = `akkyeo_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'akkyeo-bench-'));
  try {
    await admin.query(`create database "${name}"`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return await fn({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
