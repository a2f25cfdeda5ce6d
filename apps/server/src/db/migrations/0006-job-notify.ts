import { sql, type Kysely } from 'kysely';

/**
 * Every statement adding jobs sends NOTIFY `akkyeo_jobs`; PostgreSQL delivers it at commit (never
 * after a rollback), so the runners wake as soon as the jobs are visible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function job_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('akkyeo_jobs', '');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger job_notify_after_insert after insert on job
    for each statement execute function job_notify()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists job_notify_after_insert on job`.execute(db);
  await sql`drop function if exists job_notify()`.execute(db);
}
