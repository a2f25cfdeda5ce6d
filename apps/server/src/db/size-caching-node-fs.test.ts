import fs, { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPglite } from './create-pglite';

const dir = mkdtempSync(join(tmpdir(), 'akkyeo-size-cache-'));
const PAGE = 8192;
let pglite: PGlite;
let expected = { rows: 0, ids: 0 };

/** Emscripten's file calls, on the module PGlite runs in. */
interface FileCalls {
  open: (path: string, flags: string) => { fd: number };
  write: (stream: { fd: number }, data: Uint8Array, offset: number, length: number) => number;
  llseek: (stream: { fd: number }, offset: number, whence: number) => number;
  truncate: (path: string, length: number) => void;
  ftruncate: (fd: number, length: number) => void;
  close: (stream: { fd: number }) => void;
  unlink: (path: string) => void;
}

/**
 * The table's and its indexes' sizes as PostgreSQL's storage layer counts them (ANALYZE records
 * the page count it got from a seek to each file's end), beside the files' sizes on disk.
 */
async function expectSizesAgree(database = pglite) {
  await database.exec('analyze item');
  const { rows } = await database.query<{ pages: number; path: string }>(
    `select relpages as pages, pg_relation_filepath(oid) as path from pg_class
      where relname in ('item', 'item_pkey', 'item_note') order by relname`,
  );
  expect(rows).toHaveLength(3);
  for (const { pages, path } of rows) expect(pages * PAGE).toBe(statSync(join(dir, path)).size);
  return rows[0]!.pages;
}

async function expectRows(database = pglite) {
  const { rows } = await database.query<{ rows: number; ids: number }>(
    'select count(*)::int as rows, coalesce(sum(id), 0)::int as ids from item',
  );
  expect(rows[0]).toEqual(expected);
}

async function insert(from: number, to: number) {
  await pglite.exec(
    `insert into item select n, repeat('메모', 40) || n from generate_series(${from}, ${to}) n`,
  );
  for (let id = from; id <= to; id++)
    expected = { rows: expected.rows + 1, ids: expected.ids + id };
}

beforeAll(async () => {
  pglite = await createPglite(dir);
  await pglite.exec(
    'create table item (id int primary key, note text); create index item_note on item (note)',
  );
}, 60_000);

afterAll(async () => {
  await pglite?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('PGlite files with remembered sizes', () => {
  it('sees every relation grow, shrink and move as its files do', async () => {
    const empty = await expectSizesAgree();
    await insert(1, 5_000);
    const grown = await expectSizesAgree();
    await expectRows();
    await insert(5_001, 10_000);
    const grownAgain = await expectSizesAgree();
    await expectRows();
    expect(grownAgain).toBeGreaterThan(grown);
    expect(grown).toBeGreaterThan(empty);

    await pglite.exec('delete from item where id > 1000');
    await pglite.exec('vacuum item');
    expected = { rows: 1_000, ids: (1_000 * 1_001) / 2 };
    expect(await expectSizesAgree()).toBeLessThan(grownAgain);
    await expectRows();

    await pglite.exec('truncate item');
    expected = { rows: 0, ids: 0 };
    await insert(1, 300);
    await expectSizesAgree();
    await pglite.exec('vacuum full item');
    await expectSizesAgree();
    await insert(301, 3_000);
    await expectSizesAgree();
    await expectRows();
  });

  it('asks the disk for a size once, not at every look', async () => {
    const fstat = vi.spyOn(fs, 'fstatSync');
    try {
      for (let look = 0; look < 50; look++) await expectRows();
      expect(fstat.mock.calls.length).toBeLessThan(5);
    } finally {
      fstat.mockRestore();
    }
  });

  it('forgets a size when its file is written or truncated, by path or by descriptor', () => {
    const { FS } = pglite.Module as unknown as { FS: FileCalls };
    const path = '/pglite/data/size-cache-probe';
    const stream = FS.open(path, 'w+');
    try {
      FS.write(stream, new Uint8Array(100), 0, 100);
      expect(FS.llseek(stream, 0, 2)).toBe(100);
      FS.write(stream, new Uint8Array(50), 0, 50);
      expect(FS.llseek(stream, 0, 2)).toBe(150);
      FS.truncate(path, 10);
      expect(FS.llseek(stream, 0, 2)).toBe(10);
      FS.ftruncate(stream.fd, 4);
      expect(FS.llseek(stream, 0, 2)).toBe(4);
    } finally {
      FS.close(stream);
      FS.unlink(path);
    }
  });

  it('leaves files that PGlite without the cache reads back whole', async () => {
    await pglite.close();
    const plain = await PGlite.create({ dataDir: dir });
    try {
      await expectRows(plain);
      await expectSizesAgree(plain);
    } finally {
      await plain.close();
      pglite = await createPglite(dir);
    }
  }, 60_000);
});
