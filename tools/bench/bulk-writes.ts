// Bulk statements and single-row writes under the trigger-kept counters (docs/performance.md,
// "Bulk writes"): one INSERT of N posts by three authors, one INSERT of a comment on each, one
// DELETE of those posts (their comments and one member's hides go by the cascade), one UPDATE
// hiding N posts, one INSERT of N bookmarks, and the p50 of single-row writes as the app makes
// them (a post, a comment, a bookmark, a deleted post). Each runs on a database migrated to 0022
// (the row-level triggers of 0007-list-counters and 0011) and on one migrated to the latest (the
// statement-level triggers of 0024, 0026 and 0029 to 0031), side by side. On its
// own: `node --import tsx tools/bench/bulk-writes.ts` (PostgreSQL from BENCH_DATABASE_URL or
// TEST_DATABASE_URL, scratch databases; PGlite in memory unless BULK_BENCH_PGLITE=0).
// BULK_BENCH_SIZES (2000,8000,100000) and BULK_BENCH_ROW_RUNS (300) make a smoke of it;
// BULK_BENCH_ROW_LEVEL_MAX (8000) caps the sizes tried on the row-level triggers.
import { pathToFileURL } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/database';
import { createMigrator, migrateToLatest } from '../../apps/server/src/db/migrate';
import type { DB } from '../../apps/server/src/db/types';
import { onBenchDatabases } from './bench-databases';
import { percentile } from '../lib/stats';

const SIZES = (process.env.BULK_BENCH_SIZES ?? '2000,8000,100000').split(',').map(Number);
const ROW_RUNS = Number(process.env.BULK_BENCH_ROW_RUNS ?? 300);
const ROW_LEVEL_MAX = Number(process.env.BULK_BENCH_ROW_LEVEL_MAX ?? 8_000);
const BEFORE = '0022_deal_tips';

type Triggers = 'row-level (0022)' | 'per statement (latest)';

export interface BulkFigure {
  database: string;
  triggers: Triggers;
  /** ms of one statement, by what and size. */
  bulk: { what: string; rows: number; ms: number }[];
  /** p50 ms of single-row writes. */
  single: { what: string; p50: number; p99: number }[];
}

async function migrate(db: Kysely<DB>, triggers: Triggers): Promise<void> {
  if (triggers === 'per statement (latest)') return migrateToLatest(db);
  const { error } = await createMigrator(db).migrateTo(BEFORE);
  if (error) throw error instanceof Error ? error : new Error(`migration to ${BEFORE} failed`);
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function measureOn(
  label: string,
  database: Database,
  triggers: Triggers,
): Promise<BulkFigure> {
  const db = database.db;
  await migrate(db, triggers);
  const authors = await sql<{ id: number }>`
    insert into member (nickname, login_id) select 'author' || i, 'author' || i
    from generate_series(1, 3) as i returning id`.execute(db);
  const [a, b, c] = authors.rows.map((row) => Number(row.id)) as [number, number, number];
  const deal = await sql<{ id: number }>`
    insert into deal (source, name, price, market, link, content, content_text)
    values ('AKKYEO', '벤치 딜', 1000, '쿠팡', 'https://shop.example.com/b', '', '')
    returning id`.execute(db);
  const dealId = Number(deal.rows[0]!.id);
  const bulk: BulkFigure['bulk'] = [];
  for (const rows of SIZES) {
    if (triggers === 'row-level (0022)' && rows > ROW_LEVEL_MAX) continue;
    await sql`truncate board cascade`.execute(db);
    const insertPosts = () =>
      sql`insert into board (member_id, category, content)
        select (array[${a}, ${b}, ${c}]::bigint[])[1 + i % 3], '자유', '글 ' || i
        from generate_series(1, ${rows}) as i`.execute(db);
    bulk.push({ what: 'insert posts', rows, ms: await timed(insertPosts) });
    bulk.push({
      what: 'insert a comment on each',
      rows,
      ms: await timed(() =>
        sql`insert into board_comment (board_id, member_id, content)
          select id, (array[${a}, ${b}, ${c}]::bigint[])[1 + id % 3], '댓글' from board`.execute(
          db,
        ),
      ),
    });
    // Set-up, not measured: one author hides every post, as members hide spam before it goes.
    await sql`insert into board_hide (member_id, board_id) select ${a}, id from board`.execute(db);
    bulk.push({
      what: 'delete the posts (comments, hides)',
      rows,
      ms: await timed(() => sql`delete from board`.execute(db)),
    });
    await insertPosts();
    bulk.push({
      what: 'hide them all',
      rows,
      ms: await timed(() => sql`update board set hidden_at = now()`.execute(db)),
    });
    // Set-up, not measured: truncate skips the counters' triggers (deletes keep row-level ones).
    await sql`truncate bookmark`.execute(db);
    await sql`delete from member where login_id like 'bookmarker%'`.execute(db);
    await sql`insert into member (nickname, login_id) select 'bookmarker' || i, 'bookmarker' || i
      from generate_series(1, ${rows}) as i`.execute(db);
    bulk.push({
      what: 'insert bookmarks of one deal',
      rows,
      ms: await timed(() =>
        sql`insert into bookmark (deal_id, member_id)
          select ${dealId}, id from member where login_id like 'bookmarker%'`.execute(db),
      ),
    });
  }
  await sql`truncate board cascade`.execute(db);
  await sql`truncate bookmark`.execute(db);
  const post = await sql<{ id: number }>`
    insert into board (member_id, category, content) values (${a}, '자유', '기준 글') returning id`.execute(
    db,
  );
  const postId = Number(post.rows[0]!.id);
  const single: BulkFigure['single'] = [];
  const writes: [string, (i: number) => Promise<unknown>][] = [
    [
      'insert a post',
      (i) =>
        sql`insert into board (member_id, category, content) values (${a}, '자유', ${`글 ${i}`})`.execute(
          db,
        ),
    ],
    [
      'insert a comment',
      () =>
        sql`insert into board_comment (board_id, member_id, content) values (${postId}, ${b}, '댓글')`.execute(
          db,
        ),
    ],
    [
      'hide and show a post',
      (i) =>
        sql`update board set hidden_at = ${i % 2 === 0 ? sql`now()` : sql`null`} where id = ${postId}`.execute(
          db,
        ),
    ],
    [
      'like count of a post',
      () => sql`update board set like_count = like_count + 1 where id = ${postId}`.execute(db),
    ],
    [
      'insert and delete a post',
      (i) =>
        i % 2 === 0
          ? sql`insert into board (member_id, category, content) values (${b}, '자유', '지울 글')`.execute(
              db,
            )
          : sql`delete from board where id = (select max(id) from board where member_id = ${b})`.execute(
              db,
            ),
    ],
    [
      'bookmark and unbookmark',
      (i) =>
        i % 2 === 0
          ? sql`insert into bookmark (deal_id, member_id) values (${dealId}, ${c})`.execute(db)
          : sql`delete from bookmark where deal_id = ${dealId} and member_id = ${c}`.execute(db),
    ],
  ];
  for (const [what, write] of writes) {
    for (let i = 0; i < 20; i++) await write(i);
    const times: number[] = [];
    for (let i = 0; i < ROW_RUNS; i++) times.push(await timed(() => write(i)));
    single.push({ what, p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  return { database: label, triggers, bulk, single };
}

export async function bulkWriteFigures(
  databaseUrl: string | undefined,
  opts: { pglite?: boolean } = {},
): Promise<BulkFigure[]> {
  const figures: BulkFigure[] = [];
  for (const triggers of ['row-level (0022)', 'per statement (latest)'] as const) {
    figures.push(
      ...(await onBenchDatabases(databaseUrl, opts, (label, database) =>
        measureOn(label, database, triggers),
      )),
    );
  }
  return figures;
}

export function printBulkWriteFigures(figures: BulkFigure[]): void {
  console.log(
    '\nbulk statements (ms for one statement; target: 100,000 posts under 60 s on PostgreSQL)',
  );
  console.table(
    figures.flatMap((figure) =>
      figure.bulk.map((row) => ({
        database: figure.database,
        triggers: figure.triggers,
        what: row.what,
        rows: row.rows.toLocaleString('en'),
        ms: row.ms.toFixed(0),
        'µs a row': ((row.ms * 1000) / row.rows).toFixed(0),
      })),
    ),
  );
  console.log('single-row writes (ms; target: no dearer than the row-level triggers)');
  console.table(
    figures.flatMap((figure) =>
      figure.single.map((row) => ({
        database: figure.database,
        triggers: figure.triggers,
        what: row.what,
        'p50 ms': row.p50.toFixed(2),
        'p99 ms': row.p99.toFixed(2),
      })),
    ),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  printBulkWriteFigures(
    await bulkWriteFigures(databaseUrl, { pglite: process.env.BULK_BENCH_PGLITE !== '0' }),
  );
}
