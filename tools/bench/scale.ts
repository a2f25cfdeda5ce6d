// `npm run bench:scale`: the 100k-row figures. Loads 100,000 deals and 100,000 posts (with one
// member's likes, bookmarks, comments and hidden posts) into a fresh PostgreSQL database it
// creates and drops, and copies that into a fresh PGlite directory; runs the app (and, on
// PostgreSQL, a bare Fastify route with the same SQL) in child processes; prints ratios and
// percentiles. It asserts nothing. BENCH_ADMIN_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
// BENCH_KEEP=1 keeps both loaded databases (named by BENCH_ROWS) and reuses them on the next run,
// so a 1,000,000-row set is loaded once.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type CompiledQuery,
  type DatabaseConnection,
} from 'kysely';
import pg from 'pg';
import { createDatabase, type Database } from '../../apps/server/src/db/database';
import type { DB } from '../../apps/server/src/db/types';
import { createCursorCodec } from '../../apps/server/src/lib/cursor';
import { signAccessToken } from '../../apps/server/src/modules/auth/tokens';
import { selectDealPage } from '../../apps/server/src/modules/feed/queries';
import { startServer } from '../../apps/web/e2e/support/server';
import { median, percentile } from '../lib/stats';
import { loadScaleSet } from './bench-databases';
import { copyToPglite } from './copy-to-pglite';
import { BENCH_MUTES } from './mutes';
import { freePort, spawnBenchScript, stopServer } from './server-process';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const KEEP = process.env.BENCH_KEEP === '1';
const JWT_SECRET = 'bench-scale-secret-bench-scale-secret-0123';
const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`);

const KEYWORDS: Record<string, string[]> = {
  'two syllables': ['라면', '생수', '우유', '치약', '양말', '한라'],
  'three+ syllables': ['진라면', '삼다수', '물티슈', '에어프라이어', '샤인머스캣', '한라봉'],
  'common words': ['특가', '무료배송', '쿠팡', '할인', '행사'],
  '초성 two letters': ['ㄹㅁ', 'ㅅㅅ', 'ㅎㄹ', 'ㅇㅇ'],
  '초성 three+': ['ㅈㄹㅁ', 'ㅅㄷㅅ', 'ㅁㅌㅅ', 'ㅎㄹㅂ'],
  'Latin / model numbers': ['rtx4070', 'RTX', 'lg', '버즈3', '2l', '500ml'],
  'two words': ['게이밍 모니터', '오뚜기 진라면', '삼성 모니터', '무선 청소기', '쿠팡 1+1'],
  'three words': [
    '삼성 갤럭시 버즈',
    '오뚜기 진라면 5팩',
    '쿠팡 무료배송 특가',
    '로지텍 무선 마우스',
  ],
  'hyphenated model': ['usb-c', 'gtx-1660', 'USB-C', 'rtx-4070', '1+1'],
  'dotted model': ['2.5l', '1.5kg', '0.5mm', '2.5L'],
  'Latin + Hangul': ['m2 맥북', '아이폰15 케이스', 'rtx 4070', 'lg 모니터', 'usb-c 케이블'],
};

interface Target {
  label: string;
  url: string;
  token?: string;
}

/** Latencies (ms) of `count` sequential requests. */
async function sequential(target: Target, count: number): Promise<number[]> {
  const times: number[] = [];
  const headers = target.token ? { 'X-AUTH-TOKEN': target.token } : undefined;
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const reply = await fetch(target.url, { headers });
    await reply.arrayBuffer();
    if (!reply.ok) throw new Error(`${target.url}: ${reply.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

const ms = (value: number) => value.toFixed(1);

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
/** Rounds of the app and the bare route, taken in turn; app ÷ bare is of their medians. */
const APP_BARE_ROUNDS = 5;
/**
 * Evenly paced runs at 70 % of saturation; the loaded p99 is their median. One run's p99 is set by
 * its slowest 1 %, which a single stall of the machine (a checkpoint, another process) can fill.
 */
const LOADED_RUNS = 3;
/**
 * Seconds of each loaded run. Under this load the server's mark-compact collections come every few
 * seconds and each delays the requests of 20–30 ms (docs/performance.md); a run of 3 s held none,
 * or one whose slow requests were 2–3 % of the run and so set its p99. Ten seconds hold the mix.
 */
const LOADED_SECONDS = Number(process.env.BENCH_LOADED_SECONDS ?? 10);

interface Throughput {
  rps: number;
  p50: number;
  p99: number;
  /** CPU microseconds a request cost the server process (every thread), and PostgreSQL. */
  serverCpuUs: number;
  postgresCpuUs: number;
}

/** Runs one of the bench's load generators in a process of its own and reads the JSON it prints. */
async function loadScript<T>(script: string, env: Record<string, string>): Promise<T> {
  const child = spawnBenchScript(script, env, ['ignore', 'pipe', 'inherit']);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`${script} exited with ${code}`);
  return JSON.parse(output) as T;
}

const headersOf = (target: Target) =>
  JSON.stringify(target.token ? { 'X-AUTH-TOKEN': target.token } : {});

/**
 * Requests a second over 10 connections, from a load generator in a process of its own
 * (`closed-load.ts`), after an unmeasured warm-up; with what each request cost in CPU.
 */
async function throughput(target: Target, serverPid: number): Promise<Throughput> {
  const result = await loadScript<
    Omit<Throughput, 'serverCpuUs' | 'postgresCpuUs'> & {
      requests: number;
      serverCpuMs: number;
      postgresCpuMs: number;
    }
  >('closed-load.ts', {
    LOAD_URL: target.url,
    LOAD_SECONDS: String(LOAD_SECONDS),
    LOAD_WARMUP_SECONDS: String(WARMUP_SECONDS),
    LOAD_SERVER_PID: String(serverPid),
    LOAD_HEADERS: headersOf(target),
  });
  const perRequest = (cpuMs: number) => (cpuMs * 1000) / Math.max(1, result.requests);
  return {
    ...result,
    serverCpuUs: perRequest(result.serverCpuMs),
    postgresCpuUs: perRequest(result.postgresCpuMs),
  };
}

/**
 * Latencies (ms) of requests sent at an even `rate` per second for `seconds`, measured from the
 * moment each was due, by a load generator in a process of its own (`paced-load.ts`).
 */
function paced(target: Target, rate: number, seconds = SECONDS) {
  return loadScript<{ latencies: number[]; elapsedMs: number }>('paced-load.ts', {
    PACED_URL: target.url,
    PACED_RATE: String(rate),
    PACED_SECONDS: String(seconds),
    PACED_HEADERS: headersOf(target),
  });
}

/**
 * The highest rate (requests a second) that requests sent at an even pace keep up with: the last
 * answer comes within 3 % of the run's length after the last request was due. Rates rise by a
 * quarter from a quarter of `closedLoopRps` (autocannon's figure, whose ten connections always
 * have a request waiting, lets the server batch its work; evenly paced requests arrive one by one).
 */
async function openLoopSaturation(target: Target, closedLoopRps: number): Promise<number> {
  let kept = 0;
  for (let rate = Math.round(closedLoopRps / 4); rate <= closedLoopRps * 1.5;) {
    const { elapsedMs } = await paced(target, rate);
    if (elapsedMs > SECONDS * 1000 * 1.03) break;
    kept = rate;
    rate = Math.round(rate * 1.25);
  }
  if (kept === 0) throw new Error(`${target.url}: evenly paced requests fell behind at every rate`);
  return kept;
}

/** The SQL the app runs for the logged-in feed's first page (captured by a driver that runs nothing). */
async function feedSql(memberId: number): Promise<CompiledQuery> {
  let compiled: CompiledQuery | undefined;
  const connection: DatabaseConnection = {
    executeQuery: <R>(query: CompiledQuery) => {
      compiled = query;
      return Promise.resolve({ rows: [] as R[] });
    },
    streamQuery: () => {
      throw new Error('not used');
    },
  };
  const capture = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => ({
        init: () => Promise.resolve(),
        acquireConnection: () => Promise.resolve(connection),
        beginTransaction: () => Promise.resolve(),
        commitTransaction: () => Promise.resolve(),
        rollbackTransaction: () => Promise.resolve(),
        releaseConnection: () => Promise.resolve(),
        destroy: () => Promise.resolve(),
      }),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  await selectDealPage(capture, {
    window: { after: undefined, offset: 0, limit: 11 },
    sort: 'latest',
    memberId,
  });
  if (!compiled) throw new Error('feed SQL not captured');
  return compiled;
}

async function startBare(databaseUrl: string, query: CompiledQuery) {
  const port = await freePort();
  const child = spawnBenchScript('bare-server.ts', {
    PORT: String(port),
    BARE_DATABASE_URL: databaseUrl,
    BARE_SQL: query.sql,
    BARE_PARAMS: JSON.stringify(query.parameters),
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i === 120) throw new Error('the bare route did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, pid: child.pid ?? 0, stop: () => stopServer(child).then(() => undefined) };
}

/** A cursor 20 rows before the end of a list (the server's own cursor format). */
async function cursorNearEnd(database: Database, list: string, query: string) {
  const total = await sql<{
    n: string;
  }>`select count(*) as n from (${sql.raw(query)}) as list`.execute(database.db);
  const depth = Math.max(0, Number(total.rows[0]?.n ?? 0) - 20);
  const { rows } = await sql<{
    /** The first sort key: timestamp text, or the hot list's score. */
    at: string | number;
    id: number;
  }>`${sql.raw(query)} offset ${depth} limit 1`.execute(database.db);
  const row = rows[0];
  if (!row) throw new Error(`no row ${depth} for ${list}`);
  return {
    depth,
    cursor: encodeURIComponent(
      createCursorCodec(JWT_SECRET).encode(list, [row.at, Number(row.id)]),
    ),
  };
}

const dbName = KEEP ? `akkyeo_bench_${ROWS}` : `akkyeo_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const pgUrl = new URL(ADMIN_URL);
pgUrl.pathname = `/${dbName}`;
const pgliteDir = path.join(tmpdir(), `akkyeo-bench-pglite-${KEEP ? ROWS : process.pid}`);
/** What a kept database says of itself once fully loaded (a database comment; a file for PGlite). */
const loadedMark = `akkyeo bench: ${ROWS} rows`;
const pgliteMark = path.join(pgliteDir, 'bench-loaded');
const stops: (() => Promise<void>)[] = [];

/** Loads the data set and the muted member into a fresh database; resolves both members' ids. */
async function loadMembers(database: Database) {
  const memberId = await loadScaleSet(database, ROWS);
  const muted = await database.db
    .insertInto('member')
    .values({ nickname: 'muted', login_id: 'bench_muted' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('member_mute')
    .values(BENCH_MUTES.map((mute) => ({ ...mute, member_id: muted.id })))
    .execute();
  return { memberId, mutedMemberId: muted.id };
}

async function keptMembers(database: Database) {
  const rows = await database.db
    .selectFrom('member')
    .select(['id', 'login_id'])
    .where('login_id', 'in', ['bench', 'bench_muted'])
    .execute();
  const id = (login: string) => rows.find((row) => row.login_id === login)?.id ?? 0;
  return { memberId: id('bench'), mutedMemberId: id('bench_muted') };
}

try {
  const kept = await admin.query<{ mark: string | null }>(
    'select shobj_description(oid, $1) as mark from pg_database where datname = $2',
    ['pg_database', dbName],
  );
  const pgKept = kept.rows[0]?.mark === loadedMark;
  if (!pgKept) {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
  }
  log(
    pgKept
      ? `reusing the kept PostgreSQL database ${dbName}`
      : `loading ${ROWS.toLocaleString()} deals and posts into PostgreSQL`,
  );
  const postgres = await createDatabase({ databaseUrl: pgUrl.href });
  const { memberId, mutedMemberId } = pgKept
    ? await keptMembers(postgres)
    : await loadMembers(postgres);
  if (KEEP && !pgKept) await admin.query(`comment on database ${dbName} is '${loadedMark}'`);
  const deepQuery = {
    feed: `select created_at::text as at, id from deal order by created_at desc, id desc`,
    hot: `select hot_score as at, id from deal where ended_at is null order by hot_score desc, id desc`,
    board: `select created_at::text as at, id from board where deleted_at is null and hidden_at is null
      and id not in (select board_id from board_hide where member_id = ${memberId}) order by created_at desc, id desc`,
    bookmarks: `select created_at::text as at, deal_id as id from bookmark where member_id = ${memberId}
      order by created_at desc, deal_id desc`,
  };
  const coupang = (table: string) =>
    `select created_at::text as at, id from ${table} where search_text like '%쿠팡%'
      ${table === 'board' ? deepQuery.board.slice(deepQuery.board.indexOf('and id not in')) : 'order by created_at desc, id desc'}`;
  const deep = {
    feed: await cursorNearEnd(postgres, 'feed', deepQuery.feed),
    hot: await cursorNearEnd(postgres, 'feed-hot', deepQuery.hot),
    board: await cursorNearEnd(postgres, 'board', deepQuery.board),
    bookmarks: await cursorNearEnd(postgres, 'bookmarks', deepQuery.bookmarks),
    searchDeal: await cursorNearEnd(postgres, 'feed', coupang('deal')),
    searchBoard: await cursorNearEnd(
      postgres,
      'board',
      `${coupang('board').replace('where search_text', 'where deleted_at is null and hidden_at is null and search_text')}`,
    ),
  };
  await postgres.close();

  const pgliteKept = existsSync(pgliteMark) && readFileSync(pgliteMark, 'utf8') === loadedMark;
  if (pgliteKept) log(`reusing the kept PGlite directory ${pgliteDir}`);
  else {
    log('copying the same data set into a fresh PGlite directory');
    rmSync(pgliteDir, { recursive: true, force: true });
    mkdirSync(pgliteDir, { recursive: true });
    const pglite = await createDatabase({ dataDir: pgliteDir });
    await copyToPglite(pgUrl.href, pglite);
    await pglite.close();
    if (KEEP) writeFileSync(pgliteMark, loadedMark);
  }

  // Signed once loaded: access tokens expire, and a million rows load for longer than they last.
  const token = await signAccessToken(
    { jwtSecret: JWT_SECRET },
    { memberId, roles: ['ROLE_USER'], nickname: 'bench' },
  );
  const mutedToken = await signAccessToken(
    { jwtSecret: JWT_SECRET },
    { memberId: mutedMemberId, roles: ['ROLE_USER'], nickname: 'muted' },
  );

  // The load and the reads above leave dirty pages (rows, their hint bits) that the checkpointer
  // would otherwise write out over the next minutes, under the measured runs.
  await admin.query('checkpoint');
  log('starting the app on PostgreSQL, the bare route, and the app on PGlite');
  // The loader ended with PGlite's upkeep round: none runs again while the figures are taken. No
  // job worker either: a fresh set has no share images, and drawing them all takes hours of CPU
  // (a deployment's worker instance's work, not a request's).
  const env = {
    JWT_SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    EMBEDDED_UPKEEP_MINUTES: '0',
    BACKGROUND_JOBS: 'false',
  };
  const appPg = await startServer({ ...env, DATABASE_URL: pgUrl.href });
  stops.push(() => appPg.stop());
  const bare = await startBare(pgUrl.href, await feedSql(memberId));
  stops.push(() => bare.stop());
  const appLite = await startServer({ ...env, DATA_DIR: pgliteDir });
  stops.push(() => appLite.stop());

  const feedFirst: Target = { label: 'feed', url: `${appPg.url}/v1/feed/?size=10`, token };
  for (const target of [feedFirst, { ...feedFirst, url: `${bare.url}/bare/feed` }]) {
    await sequential(target, 50);
  }

  log(`feed first page (logged in): app vs bare route, ${APP_BARE_ROUNDS} interleaved runs`);
  const appRuns: Throughput[] = [];
  const bareRuns: Throughput[] = [];
  for (let run = 0; run < APP_BARE_ROUNDS; run++) {
    appRuns.push(await throughput(feedFirst, appPg.pid));
    bareRuns.push(await throughput({ ...feedFirst, url: `${bare.url}/bare/feed` }, bare.pid));
  }
  const medianOf = (runs: Throughput[], figure: keyof Throughput) =>
    median(runs.map((run) => run[figure]));
  const appRps = medianOf(appRuns, 'rps');
  const bareRps = medianOf(bareRuns, 'rps');

  log('cost deep in each list (by cursor) vs its first page');
  const lists: [string, string, string, number][] = [
    ['feed', `/v1/feed/?size=10`, `/v1/feed/?size=10&cursor=${deep.feed.cursor}`, deep.feed.depth],
    [
      'feed 인기 (sort=hot)',
      `/v1/feed/?size=10&sort=hot`,
      `/v1/feed/?size=10&sort=hot&cursor=${deep.hot.cursor}`,
      deep.hot.depth,
    ],
    [
      'board',
      `/v1/board/?size=10`,
      `/v1/board/?size=10&cursor=${deep.board.cursor}`,
      deep.board.depth,
    ],
    [
      'search deals (쿠팡)',
      `/v1/feed/?size=10&keyword=${encodeURIComponent('쿠팡')}`,
      `/v1/feed/?size=10&keyword=${encodeURIComponent('쿠팡')}&cursor=${deep.searchDeal.cursor}`,
      deep.searchDeal.depth,
    ],
    [
      'search posts (쿠팡)',
      `/v1/board/?size=10&keyword=${encodeURIComponent('쿠팡')}`,
      `/v1/board/?size=10&keyword=${encodeURIComponent('쿠팡')}&cursor=${deep.searchBoard.cursor}`,
      deep.searchBoard.depth,
    ],
    [
      'favourites',
      `/v1/member/bookmark?size=10`,
      `/v1/member/bookmark?size=10&cursor=${deep.bookmarks.cursor}`,
      deep.bookmarks.depth,
    ],
  ];
  const depthRows: Record<string, string>[] = [];
  for (const [name, first, deepUrl, depth] of lists) {
    const a = median(await sequential({ label: name, url: `${appPg.url}${first}`, token }, 60));
    const b = median(await sequential({ label: name, url: `${appPg.url}${deepUrl}`, token }, 60));
    depthRows.push({
      list: name,
      'deep row': depth.toLocaleString(),
      'first page p50 ms': ms(a),
      'deep p50 ms': ms(b),
      'deep ÷ first': (b / a).toFixed(2),
    });
  }

  log('feed first page of a member with 50 mutes vs one without, 3 interleaved runs');
  const mutedFeed: Target = { ...feedFirst, token: mutedToken };
  await sequential(mutedFeed, 50);
  const plainMs: number[] = [];
  const mutedMs: number[] = [];
  for (let run = 0; run < 3; run++) {
    plainMs.push(median(await sequential(feedFirst, 200)));
    mutedMs.push(median(await sequential(mutedFeed, 200)));
  }
  const muteRatio = median(mutedMs) / median(plainMs);

  log('board first page latency and search latency per keyword class');
  const board = await sequential(
    { label: 'board', url: `${appPg.url}/v1/board/?size=10`, token },
    200,
  );
  const searchRows: Record<string, string>[] = [];
  for (const [kind, words] of Object.entries(KEYWORDS)) {
    for (const [tab, listPath] of [
      ['deals', '/v1/feed/'],
      ['posts', '/v1/board/'],
    ] as const) {
      const row: Record<string, string> = { class: kind, tab };
      for (const [label, app] of [
        ['PostgreSQL', appPg],
        ['PGlite', appLite],
      ] as const) {
        const times: number[] = [];
        for (const word of words) {
          const url = `${app.url}${listPath}?size=10&keyword=${encodeURIComponent(word)}`;
          times.push(...(await sequential({ label: word, url, token }, 30)));
        }
        row[`${label} p50 ms`] = ms(median(times));
        row[`${label} p99 ms`] = ms(percentile(times, 99));
      }
      searchRows.push(row);
    }
  }

  log('feed first page, evenly paced up to saturation and at 70 % of it; PGlite vs PostgreSQL');
  const saturation = await openLoopSaturation(feedFirst, appRps);
  const loadedP99s: number[] = [];
  for (let run = 0; run < LOADED_RUNS; run++) {
    const { latencies } = await paced(feedFirst, Math.round(saturation * 0.7), LOADED_SECONDS);
    loadedP99s.push(percentile(latencies, 99));
  }
  const liteTarget = { ...feedFirst, url: `${appLite.url}/v1/feed/?size=10` };
  await sequential(liteTarget, 50);
  const liteRuns: number[] = [];
  const pgRuns: number[] = [];
  for (let run = 0; run < 3; run++) {
    liteRuns.push((await throughput(liteTarget, appLite.pid)).rps);
    pgRuns.push((await throughput(feedFirst, appPg.pid)).rps);
  }

  console.log(
    `\nnpm run bench:scale — ${ROWS.toLocaleString()} deals and ${ROWS.toLocaleString()} posts; ` +
      `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}); node ${process.version}; ` +
      `autocannon 10 connections × ${LOAD_SECONDS} s after ${WARMUP_SECONDS} s of warm-up, in a ` +
      `process of its own; app and bare route: medians of ${APP_BARE_ROUNDS} interleaved runs\n`,
  );
  console.table([
    { figure: 'feed page 0 (logged in) req/s: app', value: Math.round(appRps), target: '' },
    {
      figure: 'feed page 0 req/s: bare Fastify + pg, same SQL',
      value: Math.round(bareRps),
      target: '',
    },
    { figure: 'app ÷ bare', value: (appRps / bareRps).toFixed(2), target: '≥ 0.9' },
    {
      figure: 'CPU µs a request, server process: app / bare',
      value: `${ms(medianOf(appRuns, 'serverCpuUs'))} / ${ms(medianOf(bareRuns, 'serverCpuUs'))}`,
      target: '',
    },
    {
      figure: 'CPU µs a request, PostgreSQL: app / bare',
      value: `${ms(medianOf(appRuns, 'postgresCpuUs'))} / ${ms(medianOf(bareRuns, 'postgresCpuUs'))}`,
      target: '',
    },
    {
      figure: 'board first page p50 ms (totalPages exact)',
      value: ms(median(board)),
      target: '≤ 15',
    },
    {
      figure: 'feed first page, evenly paced: highest rate kept up with (req/s)',
      value: saturation,
      target: '',
    },
    {
      figure: `feed first page p99 ms at 70 % of that rate (median of ${LOADED_RUNS} runs of ${LOADED_SECONDS} s)`,
      value: `${ms(median(loadedP99s))} (${loadedP99s.map(ms).join(', ')})`,
      target: '≤ 20',
    },
    {
      figure: 'feed first page with 50 mutes ÷ without (p50)',
      value: `${muteRatio.toFixed(2)} (${ms(median(mutedMs))} / ${ms(median(plainMs))} ms)`,
      target: '≤ 1.5',
    },
    {
      figure: 'PGlite ÷ PostgreSQL, feed first page req/s',
      value: `${(median(liteRuns) / median(pgRuns)).toFixed(2)} (${Math.round(median(liteRuns))} / ${Math.round(median(pgRuns))})`,
      target: '≥ 0.5',
    },
  ]);
  console.log('\ncost deep in a list (cursor near its end) ÷ its first page (target ≤ 1.5)');
  console.table(depthRows);
  console.log('\nsearch latency by keyword class, 30 requests per keyword (target p99 ≤ 50 ms)');
  console.table(searchRows);
  log('done');
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  if (!KEEP) {
    rmSync(pgliteDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${dbName} with (force)`);
  }
  await admin.end();
}
