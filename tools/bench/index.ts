// `npm run bench`: start, restart, memory and shutdown of the compiled server (PGlite, and
// PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), then throughput and latency of
// the main read paths.
// Prints figures and ratios; it asserts nothing (budgets are read from the printout).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from '../../apps/web/e2e/support/server';
import { printRuntimeFigures, runtimeFigures } from './runtime';

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

printRuntimeFigures(
  await runtimeFigures(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL),
);

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
} finally {
  await server.stop();
}
