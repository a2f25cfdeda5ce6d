// A closed-loop load generator, run as its own process by `bench:scale` so that its work is not
// the benchmark's: autocannon with `LOAD_CONNECTIONS` connections on `LOAD_URL`, first for
// `LOAD_WARMUP_SECONDS` unmeasured, then for `LOAD_SECONDS`. Prints, as JSON, the measured run's
// requests a second and latency percentiles, and the CPU milliseconds that the server process
// `LOAD_SERVER_PID` and all PostgreSQL processes spent during it.
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { cpuMsOf } from './proc-cpu';

const url = process.env.LOAD_URL ?? '';
const headers = JSON.parse(process.env.LOAD_HEADERS ?? '{}') as Record<string, string>;
const connections = Number(process.env.LOAD_CONNECTIONS ?? 10);
const warmup = Number(process.env.LOAD_WARMUP_SECONDS ?? 2);
const seconds = Number(process.env.LOAD_SECONDS ?? 8);
const serverPid = Number(process.env.LOAD_SERVER_PID ?? 0);

/** CPU milliseconds of each PostgreSQL process now alive, by pid. */
function postgresCpu(): Map<string, number> {
  const byPid = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        byPid.set(pid, cpuMsOf(pid));
    } catch {
      /* gone meanwhile */
    }
  }
  return byPid;
}

/** What PostgreSQL's processes spent between two readings (a process gone by the second: not counted). */
function postgresCpuMsBetween(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

const run = (duration: number) => autocannon({ url, connections, duration, headers });

if (warmup > 0) await run(warmup);
const before = { server: cpuMsOf(serverPid), postgres: postgresCpu() };
const result = await run(seconds);
const after = { server: cpuMsOf(serverPid), postgres: postgresCpu() };
if (result.errors + result.non2xx > 0) {
  console.error(`${url}: ${result.errors} errors and ${result.non2xx} non-2xx answers under load`);
  process.exit(1);
}
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    serverCpuMs: after.server - before.server,
    postgresCpuMs: postgresCpuMsBetween(before.postgres, after.postgres),
  }),
);
