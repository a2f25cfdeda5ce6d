import type { Kysely } from 'kysely';
import type { DB, DealUpdate, NewDeal } from '../../db/types';
import { closeEndedReports } from './ended-report-queries';
import { productKeyOf, recordPrices } from './price-observations';
import {
  selectGoldBoxDealsForUpdate,
  insertImportedDeals,
  updateImportedDeal,
  endGoldBoxDealsNotIn,
} from './queries';

import type { FeedDeps } from './deps';

/** What a partner import writes, each in the import's transaction `trx`. */

/**
 * New deals (one already there under the same source and id is left alone), told on as
 * `deals.imported` (one notification a member for the batch) and `deals.changed`.
 */
export async function insertImports(deps: FeedDeps, trx: Kysely<DB>, rows: NewDeal[]) {
  const dealIds = await insertImportedDeals(
    trx,
    rows.map((row) => ({ ...row, product_key: productKeyOf(row.link) })),
  );
  await deps.events.emit(trx, 'deals.imported', { deals: rows });
  if (dealIds.length > 0) await deps.events.emit(trx, 'deals.changed', { dealIds });
}

/**
 * Applies an item's changes, told on as `deals.changed`; a reopened deal's open 종료됐어요 reports
 * are closed.
 */
export async function updateImport(
  deps: FeedDeps,
  trx: Kysely<DB>,
  id: number,
  values: DealUpdate,
) {
  const reopened = values.ended_at === null;
  await updateImportedDeal(trx, id, reopened ? { ...values, ended_by: null } : values);
  if (reopened) await closeEndedReports(trx, [id]);
  await deps.events.emit(trx, 'deals.changed', { dealIds: [id] });
}

/** Ends every open gold-box deal whose product id is not in the list; returns them. */
export async function endImportsNotIn(deps: FeedDeps, trx: Kysely<DB>, externalIds: string[]) {
  const ended = await endGoldBoxDealsNotIn(trx, externalIds);
  const dealIds = ended.map((deal) => deal.id);
  await deps.events.emit(trx, 'deals.ended', { dealIds });
  if (dealIds.length > 0) await deps.events.emit(trx, 'deals.changed', { dealIds });
  return ended;
}

/** The import writers of the feed's deals and prices, each in the import's transaction `trx`. */
export function dealImports(deps: FeedDeps) {
  return {
    /** The gold-box deals with these product ids, locked. */
    lockGoldBoxDeals: selectGoldBoxDealsForUpdate,
    insert: (trx: Kysely<DB>, rows: NewDeal[]) => insertImports(deps, trx, rows),
    update: (trx: Kysely<DB>, id: number, values: DealUpdate) =>
      updateImport(deps, trx, id, values),
    /** An item's price changed: told on as a manager's change is (a drop is followed up). */
    repriced: (trx: Kysely<DB>, dealId: number, prices: { from: number; to: number }) =>
      deps.events.emit(trx, 'deal.repriced', { dealId, ...prices }),
    endGoldBoxDealsNotIn: (trx: Kysely<DB>, externalIds: string[]) =>
      endImportsNotIn(deps, trx, externalIds),
    /** Prices seen for products, for their price history. */
    recordPrices,
  };
}
