import { sql, type Kysely } from 'kysely';
import { dealSearchColumns } from './frozen/search-text-0005';

const BATCH = 500;

/**
 * Search: trigram indexes on search_chosung (초성 keywords of three letters or more), and the
 * deals' search columns rebuilt to cover their content text as well as name and market.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['deal', 'board']) {
    await sql`create index ${sql.id(`${table}_search_chosung_trgm_idx`)} on ${sql.table(table)} using gin (search_chosung gin_trgm_ops)`.execute(
      db,
    );
  }
  await rebuildDealSearchColumns(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['deal', 'board']) {
    await sql`drop index if exists ${sql.id(`${table}_search_chosung_trgm_idx`)}`.execute(db);
  }
}

interface DealText {
  id: number;
  name: string;
  market: string;
  content_text: string;
}

async function rebuildDealSearchColumns(db: Kysely<unknown>): Promise<void> {
  for (let after = 0; ;) {
    const { rows } = await sql<DealText>`
      select id, name, market, content_text from deal where id > ${after} order by id limit ${BATCH}`.execute(
      db,
    );
    if (rows.length === 0) return;
    const values = rows.map((row) => {
      const columns = dealSearchColumns({ ...row, contentText: row.content_text });
      return sql`(${row.id}::bigint, ${columns.search_text}, ${columns.search_bigrams}::text[], ${columns.search_chosung})`;
    });
    await sql`
      update deal set search_text = v.text, search_bigrams = v.bigrams, search_chosung = v.chosung
      from (values ${sql.join(values)}) as v (id, text, bigrams, chosung)
      where deal.id = v.id`.execute(db);
    after = Number(rows[rows.length - 1]?.id);
  }
}
