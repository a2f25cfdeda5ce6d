// What 제보 costs (docs/features/tips.md): the duplicate check before sending (open deals of one
// product from the last 7 days; target p99 ≤ 20 ms) at 100,000 deals, and the managers' queue's
// first page (20 tips, each with its finder's record and its open duplicates) at 10,000 pending
// tips. The app runs in this process on the data set of `npm run bench:scale`; requests go through
// `inject`, so the figures hold no network. On its own: `node --import tsx tools/bench/tips.ts`
// (PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL, a scratch database; PGlite in memory
// unless TIP_BENCH_PGLITE=0). TIP_BENCH_ROWS, TIP_BENCH_TIPS and TIP_BENCH_RUNS make a smoke of it.
import { pathToFileURL } from 'node:url';
import { AUTH_HEADER } from '@akkyeo/contracts';
import { sql } from 'kysely';
import { pino } from 'pino';
import { buildApp, type App } from '../../apps/server/src/app';
import type { Database } from '../../apps/server/src/db/database';
import { tokenFor } from '../../apps/server/test/helpers/auth-session';
import { testConfig } from '../../apps/server/test/helpers/test-config';
import { percentile } from '../lib/stats';
import { loadScaleSet, onBenchDatabases, timed } from './bench-databases';

const ROWS = Number(process.env.TIP_BENCH_ROWS ?? 100_000);
const TIPS = Number(process.env.TIP_BENCH_TIPS ?? 10_000);
const RUNS = Number(process.env.TIP_BENCH_RUNS ?? 200);

interface Timing {
  label: string;
  times: number[];
}

export interface TipFigures {
  database: string;
  rows: number;
  tips: number;
  timings: Timing[];
}

/** GET `url` as the token's member; throws unless 200. Resolves the reply's `content` length. */
async function getOk(app: App, url: string, token: string): Promise<number> {
  const reply = await app.inject({ url, headers: { [AUTH_HEADER]: token } });
  if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode} ${reply.body}`);
  return reply.json<{ content: unknown[] }>().content.length;
}

/** The scale set's deals keyed as the price history keys their links; TIPS pending tips of 500 finders. */
async function loadTips(database: Database): Promise<void> {
  const db = database.db;
  await sql`update deal set product_key = 'url:' || link where product_key is null`.execute(db);
  const finders = await sql<{ id: number }>`
    insert into member (nickname, login_id, created_at)
    select 'finder' || i, 'finder' || i, now() - interval '30 days' from generate_series(1, 500) as i
    returning id`.execute(db);
  const first = Math.min(...finders.rows.map((row) => Number(row.id)));
  await sql`
    insert into deal_tip (member_id, url, product_key, name, price, market, content, created_at)
    select ${first} + i % 500, 'https://shop.example.com/products/' || (${ROWS} - i % 20000),
      'url:https://shop.example.com/products/' || (${ROWS} - i % 20000), '제보 ' || i, 1000 + i, 'shop',
      '쿠폰 적용가', now() - make_interval(mins => ${TIPS} - i)
    from generate_series(1, ${TIPS}) as i`.execute(db);
  await sql`analyze`.execute(db);
}

async function measure(label: string, database: Database): Promise<TipFigures> {
  await loadScaleSet(database, ROWS);
  await loadTips(database);
  const app = await buildApp({
    config: testConfig(),
    db: database,
    logger: pino({ level: 'silent' }),
  });
  await app.ready();
  try {
    const manager = await database.db
      .insertInto('member')
      .values({ nickname: 'bench-manager', login_id: 'bench-manager', role: 'ROLE_MANAGER' })
      .returningAll()
      .executeTakeFirstOrThrow();
    const token = await tokenFor(manager);
    const recent = (i: number) =>
      encodeURIComponent(`https://shop.example.com/products/${ROWS - (i % 5000)}?utm_source=kakao`);
    const found = await getOk(app, `/v1/feed/tip/duplicates?url=${recent(0)}`, token);
    if (found !== 1) throw new Error(`the duplicate check found ${found} deals, not 1`);
    const timings: Timing[] = [
      {
        label: 'duplicate check, a product open this week',
        times: await timed(RUNS, (i) =>
          getOk(app, `/v1/feed/tip/duplicates?url=${recent(i)}`, token),
        ),
      },
      {
        label: 'duplicate check, a product never posted',
        times: await timed(RUNS, (i) =>
          getOk(
            app,
            `/v1/feed/tip/duplicates?url=${encodeURIComponent(`https://other.example.com/p/${i}`)}`,
            token,
          ),
        ),
      },
      {
        label: `queue's first page (20 of ${TIPS.toLocaleString('en')} pending)`,
        times: await timed(Math.max(20, RUNS / 5), () =>
          getOk(app, '/v1/admin/tip?size=20', token),
        ),
      },
    ];
    return { database: label, rows: ROWS, tips: TIPS, timings };
  } finally {
    await app.close();
  }
}

export function tipFigures(
  databaseUrl: string | undefined,
  opts: { pglite?: boolean } = {},
): Promise<TipFigures[]> {
  return onBenchDatabases(databaseUrl, opts, measure);
}

export function printTipFigures(figures: TipFigures[]): void {
  for (const figure of figures) {
    console.log(
      `\n제보, ${figure.database}, ${figure.rows.toLocaleString('en')} deals and ` +
        `${figure.tips.toLocaleString('en')} pending tips (budget: duplicate check p99 20 ms)`,
    );
    console.table(
      figure.timings.map(({ label, times }) => ({
        what: label,
        runs: times.length,
        'p50 ms': percentile(times, 50).toFixed(1),
        'p99 ms': percentile(times, 99).toFixed(1),
      })),
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  printTipFigures(await tipFigures(databaseUrl, { pglite: process.env.TIP_BENCH_PGLITE !== '0' }));
}
