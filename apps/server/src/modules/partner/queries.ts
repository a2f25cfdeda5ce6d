import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types';

/**
 * Token bucket step in `partner_call_budget` (tokens left, refilled up to `refilled_at`): refills
 * whole tokens since then up to `capacity` and takes one; false (and no change) when empty or
 * paused.
 */
export async function takeBudgetToken(
  db: Kysely<DB>,
  key: string,
  capacity: number,
  intervalMs: number,
): Promise<boolean> {
  const refills = sql`floor(extract(epoch from (now() - b.refilled_at)) * 1000 / ${intervalMs}::float8)::int`;
  const taken = await sql<{ tokens: number }>`
    insert into partner_call_budget as b (key, tokens, refilled_at)
    values (${key}, ${capacity - 1}::int, now())
    on conflict (key) do update set
      tokens = least(${capacity}::int, b.tokens + ${refills}) - 1,
      refilled_at = case
        when b.tokens + ${refills} >= ${capacity}::int then now()
        else b.refilled_at + ${refills} * ${intervalMs}::float8 * interval '1 millisecond'
      end
    where b.tokens + ${refills} >= 1 and (b.paused_until is null or b.paused_until <= now())
    returning tokens`.execute(db);
  return taken.rows.length > 0;
}

/** When the bucket last refilled and until when it is paused. */
export function selectBudgetState(db: Kysely<DB>, key: string) {
  return db
    .selectFrom('partner_call_budget')
    .select(['refilled_at', 'paused_until'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Pauses the bucket until `until` (keeping a later pause already set). */
export async function pauseBudget(db: Kysely<DB>, key: string, until: Date): Promise<void> {
  await sql`
    insert into partner_call_budget as b (key, tokens, refilled_at, paused_until)
    values (${key}, 0, now(), ${until})
    on conflict (key) do update set
      paused_until = greatest(coalesce(b.paused_until, excluded.paused_until), excluded.paused_until)`.execute(
    db,
  );
}
