import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from './schema.generated';

/**
 * Every table of the database, for `Kysely<DB>`: generated from the migrated schema into
 * schema.generated.ts (`npm run db:types`). jsonb columns read parsed JSON and are written as
 * JSON.stringify text; ids and other int8 columns read as numbers (see pg-types.ts).
 */
export type { DB, JsonValue } from './schema.generated';

export type DealTable = DB['deal'];
export type NotificationTable = DB['notification'];
export type PushSubscriptionTable = DB['push_subscription'];

export type Member = Selectable<DB['member']>;
export type NewMember = Insertable<DB['member']>;
export type Deal = Selectable<DealTable>;
export type NewDeal = Insertable<DealTable>;
export type DealUpdate = Updateable<DealTable>;
export type Board = Selectable<DB['board']>;
export type NewBoard = Insertable<DB['board']>;
export type Job = Selectable<DB['job']>;
export type AlertRuleTable = DB['alert_rule'];
export type AlertSettingsTable = DB['alert_settings'];
