// What crawlers cost (docs/features/discovery.md): the time the app shell adds to a deal page and
// to a post page (its first image, its deal and its tags: `pagePreloads.headFor`, budget 50 ms),
// the whole page drawn afresh and kept (docs/architecture.md, server-drawn first screens) beside
// its JSON route, a sitemap part's time at 100,000 rows (50,000 URLs gzip-compressed; target p99
// ≤ 300 ms) and the time a deal's share image takes to draw (its job, after a write).
// The pages are drawn with the web build's renderer when `npm run build` has made one.
// The app runs in this process on the data set of `npm run bench:scale`; requests go through
// `inject`, so the figures hold no network. On its own:
// `node --import tsx tools/bench/discovery.ts` (PostgreSQL from BENCH_DATABASE_URL or
// TEST_DATABASE_URL, a scratch database; PGlite in memory unless DISCOVERY_BENCH_PGLITE=0).
// DISCOVERY_BENCH_ROWS (100000) and DISCOVERY_BENCH_RUNS (200 shells, a tenth as many parts) make
// a quick smoke of it.
import { existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { matchAppRoute, SITEMAP_MAX_URLS } from '@akkyeo/contracts';
import { pino } from 'pino';
import { buildApp, type App } from '../../apps/server/src/app';
import type { Database } from '../../apps/server/src/db/database';
import { drawShareImage, type ShareCard } from '../../apps/server/src/modules/share/draw';
import { testConfig } from '../../apps/server/test/helpers/test-config';
import { loadScaleSet, onBenchDatabases, timed } from './bench-databases';
import { percentile } from '../lib/stats';
import { REPO_ROOT } from './server-process';

const ROWS = Number(process.env.DISCOVERY_BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.DISCOVERY_BENCH_RUNS ?? 200);
const PART_RUNS = Math.max(3, Math.round(RUNS / 10));
/** A page load by a visitor, with no query. */
const VISITOR = { query: new URLSearchParams(), member: false };

/** One measured thing: its label and its times in ms. */
interface Timing {
  label: string;
  times: number[];
  /** What one answer weighs, when it is a file. */
  bytes?: number;
}

export interface DiscoveryFigures {
  database: string;
  rows: number;
  timings: Timing[];
}

/** The web build when there is one (its real shell and renderer), else a small stand-in shell. */
function webDist(): { dir: string; drawn: boolean; remove: () => void } {
  const built = path.join(REPO_ROOT, 'apps/web/dist');
  if (existsSync(path.join(built, 'index.html'))) {
    const dir = realpathSync(built);
    return { dir, drawn: existsSync(path.join(dir, '.ssr')), remove: () => {} };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'akkyeo-bench-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="ko"><head><meta name="description" content="x"><title>아껴라껴</title></head><body><div id="root"></div></body></html>',
  );
  return { dir, drawn: false, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A deal's card as its share image draws it: a name of two lines, a verdict. */
const SAMPLE_CARD: ShareCard = {
  name: '다이슨 V12 디텍트 슬림 컴플리트 무선청소기 2024년형 정품',
  price: 699_000,
  market: '쿠팡',
  verdict: '평소보다 12% 저렴',
  ended: false,
};

/** A stored deal picture's size and format (800×800 WebP), with some detail to decode. */
async function samplePicture(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#e0e7ff"/><circle cx="400" cy="400" r="300" fill="#f59e0b"/><rect x="250" y="250" width="300" height="300" rx="40" fill="#10b981"/></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** GET `url` through the app; throws unless 200. Resolves the body's size. */
async function fetchOk(app: App, url: string): Promise<number> {
  const reply = await app.inject({ url });
  if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode}`);
  return reply.rawPayload.length;
}

async function measure(label: string, database: Database): Promise<DiscoveryFigures> {
  await loadScaleSet(database, ROWS);
  const dist = webDist();
  const appKeeping = async (cacheMs: number) => {
    const built = await buildApp({
      config: testConfig({
        webDistDir: dist.dir,
        publicUrl: 'https://akkyeo.example.com',
        serverRender: { enabled: true, cacheMs },
      }),
      db: database,
      logger: pino({ level: 'silent' }),
    });
    await built.ready();
    return built;
  };
  // Every page drawn afresh; and the same app keeping each drawn page a minute.
  const app = await appKeeping(0);
  const keeping = await appKeeping(60_000);
  try {
    const middle = Math.floor(ROWS / 2);
    const { id: deal } = await database.db
      .selectFrom('deal')
      .select('id')
      .orderBy('id')
      .offset(middle)
      .limit(1)
      .executeTakeFirstOrThrow();
    const { id: post } = await database.db
      .selectFrom('board')
      .select('id')
      .where('deleted_at', 'is', null)
      .where('hidden_at', 'is', null)
      .orderBy('id')
      .offset(middle)
      .limit(1)
      .executeTakeFirstOrThrow();
    const timings: Timing[] = [];
    const drawn = dist.drawn ? 'drawn' : 'undrawn (no renderer built)';
    for (const [what, page, json] of [
      ['feed', '/', '/v1/feed/'],
      ['deal page', `/f/about/${deal}`, `/v1/feed/${deal}`],
      ['post page', `/f/board/${post}`, `/v1/board/${post}`],
    ] as const) {
      const match = matchAppRoute(page)!;
      timings.push({
        label: `shell's added time, ${what} (headFor)`,
        times: await timed(RUNS, () => app.pagePreloads.headFor(match, VISITOR)),
      });
      timings.push({
        label: `whole ${what}, ${drawn} afresh (inject)`,
        times: await timed(RUNS, () => fetchOk(app, page)),
        bytes: await fetchOk(app, page),
      });
      await fetchOk(keeping, page);
      timings.push({
        label: `whole ${what}, ${drawn} and kept (inject)`,
        times: await timed(RUNS, () => fetchOk(keeping, page)),
      });
      timings.push({
        label: `its JSON route, ${json.replace(/\/\d+$/, '/{id}')} (inject)`,
        times: await timed(RUNS, () => fetchOk(app, json)),
      });
    }
    timings.push({
      label: 'sitemap index',
      times: await timed(PART_RUNS, () => fetchOk(app, '/sitemap.xml')),
    });
    const urls = Math.min(ROWS, SITEMAP_MAX_URLS).toLocaleString('en');
    for (const part of ['deals-1', 'posts-1']) {
      const url = `/sitemap/${part}.xml.gz`;
      timings.push({
        label: `sitemap part ${part} (${urls} rows, gzip)`,
        times: await timed(PART_RUNS, () => fetchOk(app, url)),
        bytes: await fetchOk(app, url),
      });
    }
    timings.push({
      label: 'RSS, newest 50',
      times: await timed(PART_RUNS, () => fetchOk(app, '/rss.xml')),
    });
    timings.push({
      label: 'RSS, q=라면',
      times: await timed(PART_RUNS, () => fetchOk(app, `/rss.xml?q=${encodeURIComponent('라면')}`)),
    });
    const picture = await samplePicture();
    timings.push({
      label: 'share image drawn (1200×630 JPEG, picture and two name lines)',
      times: await timed(PART_RUNS, () => drawShareImage(SAMPLE_CARD, picture)),
      bytes: (await drawShareImage(SAMPLE_CARD, picture)).length,
    });
    return { database: label, rows: ROWS, timings };
  } finally {
    await Promise.all([app.close(), keeping.close()]);
    dist.remove();
  }
}

/** The figures on PostgreSQL (a scratch database on `databaseUrl`'s server) and on PGlite in memory. */
export function discoveryFigures(
  databaseUrl: string | undefined,
  opts: { pglite?: boolean } = {},
): Promise<DiscoveryFigures[]> {
  return onBenchDatabases(databaseUrl, opts, measure);
}

export function printDiscoveryFigures(figures: DiscoveryFigures[]): void {
  for (const figure of figures) {
    console.log(
      `\ncrawlers' view, ${figure.database}, ${figure.rows.toLocaleString('en')} deals and posts ` +
        '(budgets: shell 50 ms, sitemap part p99 300 ms)',
    );
    console.table(
      figure.timings.map(({ label, times, bytes }) => ({
        what: label,
        runs: times.length,
        'p50 ms': percentile(times, 50).toFixed(1),
        'p99 ms': percentile(times, 99).toFixed(1),
        KiB: bytes === undefined ? '' : (bytes / 1024).toFixed(0),
      })),
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  printDiscoveryFigures(
    await discoveryFigures(databaseUrl, { pglite: process.env.DISCOVERY_BENCH_PGLITE !== '0' }),
  );
}
