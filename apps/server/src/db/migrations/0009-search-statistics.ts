import { sql, type Kysely } from 'kysely';

const COLUMNS = ['search_text', 'search_chosung'];

/**
 * A finer sample of the search columns: a `like` on them is estimated by running the pattern over
 * the column's histogram, and the default 100 entries cannot tell a word in 1 % of the rows from
 * one in 0.01 %, so the planner could not choose well between walking created_at (a common word)
 * and collecting every match through the trigram index (a rare one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await setStatistics(db, 1000);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await setStatistics(db, -1);
}

async function setStatistics(db: Kysely<unknown>, target: number): Promise<void> {
  for (const table of ['deal', 'board']) {
    for (const column of COLUMNS) {
      await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} set statistics ${sql.lit(target)}`.execute(
        db,
      );
    }
    await sql`analyze ${sql.table(table)} (${sql.join(COLUMNS.map((column) => sql.ref(column)))})`.execute(
      db,
    );
  }
}
