import { sql, type Kysely } from 'kysely';
import type { DB } from './types';

/** What one round of upkeep did, for the log. */
export interface UpkeepRound {
  /** Tables vacuumed (and analyzed), and tables only analyzed. */
  vacuumed: string[];
  analyzed: string[];
  ginIndexes: number;
  /** Pages moved from GIN pending lists into their indexes. */
  pendingPages: number;
  ms: number;
}

interface TableState {
  name: string;
  /** The planner's row count: -1 until the table is first analyzed or vacuumed. */
  reltuples: number;
  /** Pages now, and pages and all-visible pages as the last VACUUM or ANALYZE counted them. */
  pages: number;
  pagesCounted: number;
  visiblePages: number;
  deadRows: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
}

/** Pages (8 KB each) a table may hold past the share before its size alone calls for work. */
const PAGES_BASE = 128;

/**
 * Autovacuum's default thresholds: a base of rows plus a share of the table, for dead rows and (as
 * PostgreSQL 13 added) for rows inserted since the last VACUUM, which sets their hint bits and
 * marks their pages all-visible once rather than leaving that to the first reads of each row.
 * PGlite's row counts start from zero at each start (its statistics are not kept across a
 * restart), so the catalogue's own counts, which are kept, stand in for them: a table whose pages
 * not all-visible pass 128 + 20 % of it is vacuumed, and one grown past 128 + 10 % since it was
 * last counted is analyzed.
 */
const needsVacuum = (table: TableState) => {
  const rows = Math.max(0, table.reltuples);
  return (
    table.deadRows > 50 + 0.2 * rows ||
    table.insertedSinceVacuum > 1_000 + 0.2 * rows ||
    table.pages - table.visiblePages > PAGES_BASE + 0.2 * table.pages
  );
};
const needsAnalyze = (table: TableState) =>
  table.reltuples < 0 ||
  table.changedSinceAnalyze > 50 + 0.1 * Math.max(0, table.reltuples) ||
  table.pages > PAGES_BASE + 1.1 * table.pagesCounted;

async function tableStates(db: Kysely<DB>): Promise<TableState[]> {
  // This session's own counts are flushed first; other sessions' follow within a second or so.
  await sql`select pg_stat_force_next_flush()`.execute(db);
  const { rows } = await sql<TableState>`
    select c.relname as name, c.reltuples::float8 as reltuples,
      (pg_relation_size(c.oid) / current_setting('block_size')::int)::float8 as pages,
      c.relpages::float8 as "pagesCounted", c.relallvisible::float8 as "visiblePages",
      coalesce(s.n_dead_tup, 0)::float8 as "deadRows",
      coalesce(s.n_ins_since_vacuum, 0)::float8 as "insertedSinceVacuum",
      coalesce(s.n_mod_since_analyze, 0)::float8 as "changedSinceAnalyze"
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_stat_user_tables s on s.relid = c.oid
    where n.nspname = current_schema() and c.relkind = 'r'
    order by c.relname`.execute(db);
  return rows;
}

/**
 * What PostgreSQL's autovacuum does for a server and the embedded PGlite (one process, no
 * background workers) never does, by autovacuum's own thresholds: VACUUM a table with many dead or
 * newly inserted rows, ANALYZE one never analyzed or much changed since (or every table, with
 * `everyTable`), so the planner knows its rows and values, and move each GIN index's pending list
 * into the index, so a search stops reading it row by row. On PGlite a statement holds the server's
 * thread (an ANALYZE of 100,000 deals about 2-4 s), so a table is only touched when it needs it,
 * one statement at a time: requests queued on the one connection run between them.
 */
export async function embeddedUpkeep(
  db: Kysely<DB>,
  { everyTable = false }: { everyTable?: boolean } = {},
): Promise<UpkeepRound> {
  const started = performance.now();
  const vacuumed: string[] = [];
  const analyzed: string[] = [];
  for (const table of await tableStates(db)) {
    if (needsVacuum(table)) {
      await sql`vacuum (analyze) ${sql.id(table.name)}`.execute(db);
      vacuumed.push(table.name);
    } else if (everyTable || needsAnalyze(table)) {
      await sql`analyze ${sql.id(table.name)}`.execute(db);
      analyzed.push(table.name);
    }
  }
  const indexes = await sql<{ name: string }>`
    select c.relname as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_am am on am.oid = c.relam
    where n.nspname = current_schema() and c.relkind = 'i' and am.amname = 'gin'
    order by c.relname`.execute(db);
  let pendingPages = 0;
  for (const { name } of indexes.rows) {
    const { rows } = await sql<{ pages: number }>`
      select gin_clean_pending_list(${name}::regclass)::int as pages`.execute(db);
    pendingPages += rows[0]?.pages ?? 0;
  }
  return {
    vacuumed,
    analyzed,
    ginIndexes: indexes.rows.length,
    pendingPages,
    ms: Math.round(performance.now() - started),
  };
}

/** The first round comes a minute after the start, once the start's own work has settled. */
const FIRST_ROUND_AFTER_MS = 60_000;

export interface UpkeepSchedule {
  stop(): Promise<void>;
}

/**
 * Runs `embeddedUpkeep` `firstAfterMs` after the start, then every `everyMs`; a failed round is
 * logged and the next one comes as planned. `stop` waits for a round under way.
 */
export function scheduleEmbeddedUpkeep(
  db: Kysely<DB>,
  {
    everyMs,
    firstAfterMs = FIRST_ROUND_AFTER_MS,
    log,
  }: {
    everyMs: number;
    firstAfterMs?: number;
    log: {
      info(details: object, message: string): void;
      error(details: object, message: string): void;
    };
  },
): UpkeepSchedule {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const round = () => {
    running = embeddedUpkeep(db).then(
      (done) => log.info({ upkeep: done }, 'embedded database upkeep'),
      (error: unknown) => log.error({ err: error }, 'embedded database upkeep failed'),
    );
    void running.then(() => {
      if (!stopped) timer = setTimeout(round, everyMs).unref();
    });
  };
  timer = setTimeout(round, firstAfterMs).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
