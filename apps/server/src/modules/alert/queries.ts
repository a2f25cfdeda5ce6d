import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { AlertRuleTable, AlertSettingsTable, DB } from '../../db/types';
import { memberNotMuting } from '../block/conditions';

export type AlertRuleRow = Selectable<AlertRuleTable>;
export type AlertSettingsRow = Selectable<AlertSettingsTable>;
/** A rule's columns as the service decides them. */
export type AlertRuleValues = Omit<Insertable<AlertRuleTable>, 'id' | 'member_id' | 'created_at'>;

const RULE_COLUMNS = [
  'id',
  'member_id',
  'keyword',
  'excludes',
  'max_price',
  'sources',
  'free_shipping_only',
  'enabled',
  'match_grams',
  'condition_key',
  'created_at',
] as const;

/** The member's rules in creation order. */
export function selectRules(db: Kysely<DB>, memberId: number): Promise<AlertRuleRow[]> {
  return db
    .selectFrom('alert_rule')
    .select(RULE_COLUMNS)
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

export async function countRules(db: Kysely<DB>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('alert_rule')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Locks the member's settings row (made with the defaults when missing) for the transaction, so
 * one member's rule writes apply one after the other (the limit and duplicate checks hold).
 */
export async function lockMemberAlerts(db: Kysely<DB>, memberId: number): Promise<void> {
  await db
    .insertInto('alert_settings')
    .values({ member_id: memberId })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  await db
    .selectFrom('alert_settings')
    .select('member_id')
    .where('member_id', '=', memberId)
    .forUpdate()
    .execute();
}

/** Inserts a rule; undefined when the member has one with the same condition key. */
export function insertRule(
  db: Kysely<DB>,
  memberId: number,
  values: AlertRuleValues,
): Promise<AlertRuleRow | undefined> {
  return db
    .insertInto('alert_rule')
    .values({ ...values, member_id: memberId })
    .onConflict((oc) => oc.columns(['member_id', 'condition_key']).doNothing())
    .returning(RULE_COLUMNS)
    .executeTakeFirst();
}

/** True when another rule of the member (not `exceptId`) has this condition key. */
export async function hasConditionKey(
  db: Kysely<DB>,
  memberId: number,
  conditionKey: string,
  exceptId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('alert_rule')
    .select('id')
    .where('member_id', '=', memberId)
    .where('condition_key', '=', conditionKey)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces one of the member's rules; undefined when it is not theirs. */
export function updateRule(
  db: Kysely<DB>,
  memberId: number,
  id: number,
  values: AlertRuleValues,
): Promise<AlertRuleRow | undefined> {
  return db
    .updateTable('alert_rule')
    .set(values)
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .returning(RULE_COLUMNS)
    .executeTakeFirst();
}

/** Deletes one of the member's rules; false when it is not theirs. */
export async function deleteRule(db: Kysely<DB>, memberId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('alert_rule')
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function selectSettings(
  db: Kysely<DB>,
  memberId: number,
): Promise<AlertSettingsRow | undefined> {
  return db
    .selectFrom('alert_settings')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function upsertSettings(
  db: Kysely<DB>,
  row: Omit<Insertable<AlertSettingsTable>, 'updated_at'> & { member_id: number },
): Promise<void> {
  const { member_id: _, ...values } = row;
  await db
    .insertInto('alert_settings')
    .values(row)
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

/** What a deal offers the rules: its name's grams, price, source, shipping and poster. */
export interface DealFacts {
  grams: string[];
  price: number;
  source: string;
  freeShipping: boolean;
  authorId: number | null;
  /** The deal's name normalised as search does, and its market: members who muted either are left out. */
  muteFacts: { searchName: string; market: string };
}

/**
 * A rule that may match (the index pre-filter and the plain conditions passed), with its member's
 * quiet hours (null start and end when they are off).
 */
export type CandidateRule = Pick<AlertRuleRow, 'id' | 'member_id' | 'keyword' | 'excludes'> & {
  quiet_start: string | null;
  quiet_end: string | null;
};

/**
 * The enabled rules whose grams all occur in the deal's name (`match_grams <@ grams`, served by
 * the GIN index) and whose price, source and shipping conditions the deal meets, oldest first,
 * each with its member's quiet hours in the same statement; none of the poster's own, none of
 * members who muted a word of its name or its market. The keyword and excludes are confirmed by
 * the caller.
 */
export function selectCandidateRules(db: Kysely<DB>, deal: DealFacts): Promise<CandidateRule[]> {
  return db
    .selectFrom('alert_rule as r')
    .leftJoin('alert_settings as s', (join) =>
      join.onRef('s.member_id', '=', 'r.member_id').on('s.quiet_enabled', '=', true),
    )
    .select(['r.id', 'r.member_id', 'r.keyword', 'r.excludes', 's.quiet_start', 's.quiet_end'])
    .where('r.enabled', '=', true)
    .where(sql<boolean>`r.match_grams <@ ${deal.grams}::text[]`)
    .where((eb) => eb.or([eb('r.max_price', 'is', null), eb('r.max_price', '>=', deal.price)]))
    .where((eb) =>
      eb.or([
        eb(sql`cardinality(r.sources)`, '=', 0),
        eb(sql.val(deal.source), '=', sql<string>`any(r.sources)`),
      ]),
    )
    .$if(!deal.freeShipping, (qb) => qb.where('r.free_shipping_only', '=', false))
    .$if(deal.authorId !== null, (qb) => qb.where('r.member_id', '<>', deal.authorId!))
    .where(memberNotMuting('r.member_id', deal.muteFacts))
    .orderBy('r.id')
    .execute();
}

/** Of these members, those who turned follow-ups off. */
export async function selectFollowUpsOff(
  db: Kysely<DB>,
  memberIds: number[],
): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('alert_settings')
    .select('member_id')
    .where('member_id', 'in', memberIds)
    .where('follow_ups', '=', false)
    .execute();
  return new Set(rows.map((row) => row.member_id));
}

/** Keeps alerts whose push waits for the end of the member's quiet hours. */
export async function insertHeld(
  db: Kysely<DB>,
  rows: { notification_id: number; member_id: number; deal_name: string }[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto('alert_held').values(rows).execute();
}

/** Takes (deletes and returns) the member's held alerts, oldest first. */
export async function takeHeld(db: Kysely<DB>, memberId: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('alert_held')
    .where('member_id', '=', memberId)
    .returning(['notification_id', 'deal_name'])
    .execute();
  return rows.sort((a, b) => a.notification_id - b.notification_id).map((row) => row.deal_name);
}

/**
 * Records that these members are told of the deal's end; the ones not told before (each member
 * hears of a deal's end once, however often it ends).
 */
export async function claimEndedNotices(
  db: Kysely<DB>,
  dealId: number,
  memberIds: readonly number[],
): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .insertInto('alert_ended_notice')
    .values(memberIds.map((memberId) => ({ deal_id: dealId, member_id: memberId })))
    .onConflict((oc) => oc.doNothing())
    .returning('member_id')
    .execute();
  return new Set(rows.map((row) => row.member_id));
}
