import { sql, type Kysely } from 'kysely';
import type { DB } from './types';

/** What one round of upkeep did, for the log. */
export interface UpkeepRound {
  tables: number;
  ginIndexes: number;
  /** Pages moved from GIN pending lists into their indexes. */
  pendingPages: number;
  ms: number;
}

/**
 * What PostgreSQL's autovacuum does for a server and the embedded PGlite (one process, no
 * background workers) never does: ANALYZE each table, so the planner knows its rows and values,
 * and move each GIN index's pending list into the index, so a search stops reading it row by row.
 * One statement a table and an index: requests queued on the one connection run between them.
 */
export async function embeddedUpkeep(db: Kysely<DB>): Promise<UpkeepRound> {
  const started = performance.now();
  const tables = await sql<{ name: string }>`
    select c.relname as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'
    order by c.relname`.execute(db);
  for (const { name } of tables.rows) await sql`analyze ${sql.id(name)}`.execute(db);
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
    tables: tables.rows.length,
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
