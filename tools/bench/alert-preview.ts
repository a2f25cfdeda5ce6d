// The keyword-rule preview (GET /v1/alert/keyword/preview; docs/features/keyword-alerts.md) at
// 20,000 open deals of the last 7 days (target p99 ≤ 50 ms for any rule the form accepts): rules
// of every kind side by side, from a rare product to a letter every deal holds and rules whose
// exclude words drop most candidates. The app runs in this process; requests go through `inject`.
// On its own: `node --import tsx tools/bench/alert-preview.ts` (PostgreSQL from BENCH_DATABASE_URL
// or TEST_DATABASE_URL, a scratch database; PGlite in memory unless PREVIEW_BENCH_PGLITE=0).
// PREVIEW_BENCH_DEALS (20000) and PREVIEW_BENCH_RUNS (60) make a smoke of it.
import { pathToFileURL } from 'node:url';
import { AUTH_HEADER } from '@akkyeo/contracts';
import { sql } from 'kysely';
import { pino } from 'pino';
import { buildApp } from '../../apps/server/src/app';
import type { Database } from '../../apps/server/src/db/database';
import { tokenFor } from '../../apps/server/test/helpers/auth-session';
import { testConfig } from '../../apps/server/test/helpers/test-config';
import { loadScaleSet, onBenchDatabases, timed } from './bench-databases';
import { percentile } from '../lib/stats';

const DEALS = Number(process.env.PREVIEW_BENCH_DEALS ?? 20_000);
const RUNS = Number(process.env.PREVIEW_BENCH_RUNS ?? 60);

/** Rules by kind: keyword and exclude words. */
const RULES: [string, string, string[]][] = [
  ['a rare product', '진공청소기', []],
  ['a common product', '진라면', []],
  ['a brand', '오뚜기', []],
  ['two words', '오뚜기 진라면', []],
  ['초성', 'ㅈㄹㅁ', []],
  ['Latin', 'LG', []],
  ['one letter in many names', 'a a a a a a a a a a', []],
  ['a common word, most excluded', '라면', ['진라면', '신라면']],
  ['everything, everything excluded', '상품', ['상품']],
];

export interface PreviewFigures {
  database: string;
  deals: number;
  rows: { kind: string; rule: string; count: string; p50: number; p99: number }[];
}

async function measure(label: string, database: Database): Promise<PreviewFigures> {
  // Twice the deals, then the newer half spread over the last 7 days (one every 30 seconds).
  await loadScaleSet(database, DEALS * 2);
  await sql`
    update deal set created_at = now() - make_interval(secs => greatest(0, (select max(id) from deal) - id) * 604800.0 / ${DEALS})`.execute(
    database.db,
  );
  await sql`analyze deal`.execute(database.db);
  const app = await buildApp({
    config: testConfig(),
    db: database,
    logger: pino({ level: 'silent' }),
  });
  await app.ready();
  try {
    const member = await database.db
      .insertInto('member')
      .values({ nickname: 'preview-bench', login_id: 'preview-bench' })
      .returningAll()
      .executeTakeFirstOrThrow();
    const headers = { [AUTH_HEADER]: await tokenFor(member) };
    const rows: PreviewFigures['rows'] = [];
    for (const [kind, keyword, excludes] of RULES) {
      const query = new URLSearchParams({ keyword });
      for (const word of excludes) query.append('excludes', word);
      const url = `/v1/alert/keyword/preview?${query.toString()}`;
      let answer = { count: 0, more: false };
      const times = await timed(
        RUNS,
        async () => {
          const reply = await app.inject({ url, headers });
          if (reply.statusCode !== 200)
            throw new Error(`${url}: ${reply.statusCode} ${reply.body}`);
          answer = reply.json();
        },
        3,
      );
      rows.push({
        kind,
        rule: excludes.length ? `${keyword} −${excludes.join(' −')}` : keyword,
        count: `${answer.count}${answer.more ? '+' : ''}`,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
      });
    }
    return { database: label, deals: DEALS, rows };
  } finally {
    await app.close();
  }
}

export function alertPreviewFigures(
  databaseUrl: string | undefined,
  opts: { pglite?: boolean } = {},
): Promise<PreviewFigures[]> {
  return onBenchDatabases(databaseUrl, opts, measure);
}

export function printAlertPreviewFigures(figures: PreviewFigures[]): void {
  for (const figure of figures) {
    console.log(
      `\nkeyword-rule preview, ${figure.database}, ${figure.deals.toLocaleString('en')} deals in the last 7 days (target p99 ≤ 50 ms)`,
    );
    console.table(
      figure.rows.map((row) => ({
        kind: row.kind,
        rule: row.rule,
        matches: row.count,
        'p50 ms': row.p50.toFixed(1),
        'p99 ms': row.p99.toFixed(1),
      })),
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  printAlertPreviewFigures(
    await alertPreviewFigures(databaseUrl, { pglite: process.env.PREVIEW_BENCH_PGLITE !== '0' }),
  );
}
