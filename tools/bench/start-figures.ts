// Start and restart figures of the compiled server: CPU time until its first 200 on /healthz, for
// this build and a baseline build, measured in turns so that both see the same machine load.
import { existsSync, mkdtempSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median } from '../lib/stats';
import { withScratchDatabase } from './scratch-database';
import { REPO_ROOT, startServer, stopServer, type StartedServer } from './server-process';

const BUILDS = path.join(REPO_ROOT, 'apps/server/.builds');
const ROUNDS = Number(process.env.BENCH_START_ROUNDS ?? 3);

interface Build {
  label: string;
  main: string;
}

type Figure = 'pgliteEmpty' | 'pgliteRestart' | 'postgresEmpty';

const FIGURES: { figure: Figure; name: string; target: string }[] = [
  { figure: 'pgliteEmpty', name: 'PGlite, empty data', target: '≤ 4 s' },
  { figure: 'pgliteRestart', name: 'PGlite, restart on existing data', target: '≤ 1.5 s' },
  { figure: 'postgresEmpty', name: 'PostgreSQL, empty database', target: '≤ 1.5 s' },
];

type Samples = Record<Figure, StartedServer[]>;

function currentBuild(): Build {
  const dir = realpathSync(path.join(REPO_ROOT, 'apps/server/dist'));
  return { label: `this build (${path.basename(dir)})`, main: path.join(dir, 'main.js') };
}

/** BENCH_BASELINE (a server build directory), or else the newest other build under apps/server/.builds. */
function baselineBuild(current: Build): Build | undefined {
  const given = process.env.BENCH_BASELINE;
  if (given) return { label: `baseline (${given})`, main: path.resolve(given, 'main.js') };
  const previous = readdirSync(BUILDS)
    .filter((name) => existsSync(path.join(BUILDS, name, '.complete')))
    .map((name) => path.join(BUILDS, name))
    .filter((dir) => path.join(dir, 'main.js') !== current.main)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!previous) return undefined;
  return {
    label: `previous build (${path.basename(previous)})`,
    main: path.join(previous, 'main.js'),
  };
}

async function startAndStop(main: string, env: Record<string, string>): Promise<StartedServer> {
  const started = await startServer(main, { ...env, LOG_LEVEL: 'info' });
  await stopServer(started.child);
  return started;
}

async function round(build: Build, samples: Samples, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'akkyeo-bench-start-'));
  try {
    samples.pgliteEmpty.push(await startAndStop(build.main, { DATA_DIR: dataDir }));
    samples.pgliteRestart.push(await startAndStop(build.main, { DATA_DIR: dataDir }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (databaseUrl) {
    samples.postgresEmpty.push(
      await withScratchDatabase(databaseUrl, (env) => startAndStop(build.main, env)),
    );
  }
}

const seconds = (ms: number) => (Number.isNaN(ms) ? '—' : `${(ms / 1000).toFixed(2)} s`);

function phaseMedians(starts: StartedServer[]): string {
  const names = Object.keys(starts[0]?.phases ?? {}).filter((name) => name !== 'total');
  return names
    .map((name) => `${name} ${median(starts.map((s) => s.phases?.[name] ?? 0))}`)
    .join(', ');
}

/** Measures this build and the baseline in turns (BENCH_START_ROUNDS each) and prints the medians. */
export async function printStartFigures(databaseUrl: string | undefined): Promise<void> {
  const current = currentBuild();
  const baseline = baselineBuild(current);
  const builds = baseline ? [current, baseline] : [current];
  const samples = builds.map((): Samples => ({
    pgliteEmpty: [],
    pgliteRestart: [],
    postgresEmpty: [],
  }));
  for (let i = 0; i < ROUNDS; i++) {
    for (const [index, build] of builds.entries()) await round(build, samples[index]!, databaseUrl);
  }
  console.log(
    `\nstart to the first 200 on /healthz: CPU time of the server process (every thread), median of ${ROUNDS}, builds measured in turns\n`,
  );
  console.table(
    FIGURES.filter(({ figure }) => samples[0]![figure].length > 0).map(
      ({ figure, name, target }) => ({
        figure: name,
        ...Object.fromEntries(
          builds.map((build, index) => [
            build.label,
            seconds(median(samples[index]![figure].map((s) => s.cpuMs))),
          ]),
        ),
        'wall clock (this build)': seconds(median(samples[0]![figure].map((s) => s.ms))),
        target,
      }),
    ),
  );
  for (const { figure, name } of FIGURES) {
    const starts = samples[0]![figure];
    if (starts.length > 0)
      console.log(`CPU ms by phase, this build, ${name}: ${phaseMedians(starts)}`);
  }
}
