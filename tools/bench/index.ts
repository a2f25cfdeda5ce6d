// `npm run bench`: start and restart of the compiled server beside a baseline build, its memory and
// shutdown (PGlite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), then
// throughput and latency of the main read paths, and keyword alerts at 100,000 rules
// (keyword-alerts.ts: a new deal's commit to its notifications enqueued), and what crawlers cost at
// 100,000 rows (discovery.ts: the shell's added time on a deal page, a sitemap part), and 제보's
// duplicate check and queue (tips.ts), and bulk statements beside single-row writes under the
// counters' triggers, row-level against per statement (bulk-writes.ts), and the keyword-rule
// preview by kind of rule at 20,000 deals of the last 7 days (alert-preview.ts).
// Prints figures and ratios; it asserts nothing (budgets are read from the printout), but a step
// that could not measure (the upload posts refused) fails the run.
import { readFileSync } from 'node:fs';
import { BOARD_CATEGORIES } from '@akkyeo/contracts';
import autocannon from 'autocannon';
import { startServer } from '../../apps/web/e2e/support/server';
import { discoveryFigures, printDiscoveryFigures } from './discovery';
import { keywordAlertFigures, printKeywordAlertFigures } from './keyword-alerts';
import { printRuntimeFigures, runtimeFigures } from './runtime';
import { printStartFigures } from './start-figures';
import { printTipFigures, tipFigures } from './tips';
import { bulkWriteFigures, printBulkWriteFigures } from './bulk-writes';
import { alertPreviewFigures, printAlertPreviewFigures } from './alert-preview';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Figure {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

function memoryOf(pid: number): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
}

async function measure(baseUrl: string, name: string, path: string): Promise<Figure> {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return {
    name,
    path,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const UPLOADS = 5;
const FILES_PER_UPLOAD = 10;
const FILE_BYTES = 10 * 1024 * 1024 - 4096;
const UPLOAD_TIMEOUT_MS = 180_000;

/** A real (tiny) PNG padded to nearly 10 MB: passes the header check, so the whole body is read. */
async function paddedPng(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#36a' } })
    .png()
    .toBuffer();
  return Buffer.concat([png, Buffer.alloc(FILE_BYTES - png.length)]);
}

/** Joins a fresh member and logs in: its access token. */
async function memberToken(baseUrl: string, id: string): Promise<string> {
  const password = 'Bench#2024x';
  const json = { 'content-type': 'application/json' };
  await fetch(`${baseUrl}/v1/auth/join`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ id, password, name: id.slice(-9), email: `${id}@example.com` }),
  });
  const login = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ id, password }),
  });
  return ((await login.json()) as { token: string }).token;
}

/**
 * Five concurrent board posts of ten ~10 MB images each (about 100 MB a post), one per member:
 * prints how far the server's RSS rose above where it started (sampled every 20 ms).
 */
async function measureUploads(baseUrl: string, pid: number): Promise<void> {
  const tokens = await Promise.all(
    Array.from({ length: UPLOADS }, (_, i) =>
      memberToken(baseUrl, `bench${Date.now() % 100_000}x${i}`),
    ),
  );
  const file = new Blob([new Uint8Array(await paddedPng())], { type: 'image/png' });
  const before = memoryOf(pid).rssMiB;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rssMiB);
  }, 20);
  const started = Date.now();
  const statuses = await Promise.all(
    tokens.map(async (token) => {
      const form = new FormData();
      form.append(
        'json',
        JSON.stringify({
          content: '업로드 메모리 측정용 게시글입니다',
          category: BOARD_CATEGORIES[0],
        }),
      );
      for (let i = 0; i < FILES_PER_UPLOAD; i++) form.append('image', file, `${i}.png`);
      try {
        const reply = await fetch(`${baseUrl}/v1/board/`, {
          method: 'POST',
          headers: { 'x-auth-token': token },
          body: form,
          signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
        });
        return reply.status;
      } catch {
        return 0;
      }
    }),
  );
  clearInterval(sampler);
  const megabytes = (UPLOADS * FILES_PER_UPLOAD * FILE_BYTES) / 1024 / 1024;
  console.log(
    `uploads: ${UPLOADS} concurrent posts, ${megabytes.toFixed(0)} MiB in all, in ${((Date.now() - started) / 1000).toFixed(1)} s, statuses ${statuses.join(' ')}; ` +
      `RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MiB (rise ${(peak - before).toFixed(0)} MiB; budget 150)`,
  );
  if (statuses.some((status) => status !== 201)) {
    console.log(
      'uploads: FAILED, a post was refused or cut off (status 0): the rise above is not a figure',
    );
    process.exitCode = 1;
  }
}

const benchDatabaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
await printStartFigures(benchDatabaseUrl);
printRuntimeFigures(await runtimeFigures(benchDatabaseUrl));
printKeywordAlertFigures(await keywordAlertFigures(benchDatabaseUrl));
printDiscoveryFigures(await discoveryFigures(benchDatabaseUrl));
printTipFigures(await tipFigures(benchDatabaseUrl));
printBulkWriteFigures(await bulkWriteFigures(benchDatabaseUrl));
printAlertPreviewFigures(await alertPreviewFigures(benchDatabaseUrl));

const server = await startServer({ LOG_LEVEL: 'error' });
try {
  const idle = memoryOf(server.pid);
  const targets: [string, string][] = [
    ['health (baseline)', '/healthz'],
    ['feed list, page 0', '/v1/feed/?page=0&size=10'],
    ['feed list, page 3', '/v1/feed/?page=3&size=10'],
    ['feed keyword', `/v1/feed/?keyword=${encodeURIComponent('무선')}`],
    ['app shell (index.html)', '/f/board'],
  ];
  const figures: Figure[] = [];
  for (const [name, path] of targets) figures.push(await measure(server.url, name, path));
  const loaded = memoryOf(server.pid);

  const baseline = figures[0]!.requestsPerSecond;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, embedded PGlite\n`);
  console.table(
    figures.map((figure) => ({
      endpoint: figure.name,
      'req/s': Math.round(figure.requestsPerSecond),
      'p50 ms': figure.p50,
      'p99 ms': figure.p99,
      errors: figure.errors,
      'vs baseline': (figure.requestsPerSecond / baseline).toFixed(2),
    })),
  );
  console.log(
    `memory: idle RSS ${idle.rssMiB.toFixed(0)} MiB, after load RSS ${loaded.rssMiB.toFixed(0)} MiB, peak ${loaded.peakMiB.toFixed(0)} MiB`,
  );
  await measureUploads(server.url, server.pid);
} finally {
  await server.stop();
}
