import { kstDayNumber, type PriceHistory } from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { productKeyOf } from '../../lib/product-key';
import {
  insertPriceChange,
  insertPriceObservations,
  selectDealPrice,
  selectPriceObservations,
  type PriceObservation,
} from './queries';

export { coupangProductKey, productKeyOf } from '../../lib/product-key';

/** The days `usual` looks back over, today included. */
export const USUAL_PRICE_DAYS = 30;

/** Records the price a deal shows for the product behind `storeUrl` (call it in the write's transaction). */
export function recordPrice(db: Kysely<DB>, storeUrl: string, price: number): Promise<void> {
  return insertPriceObservations(db, [{ product_key: productKeyOf(storeUrl), price }]);
}

/**
 * Records a price seen for the product behind `storeUrl` outside a deal's write (a link preview)
 * when it differs from the product's latest observation, as the import records changes only: a
 * preview repeated while a manager types adds nothing.
 */
export async function recordPriceChange(
  db: Kysely<DB>,
  storeUrl: string,
  price: number,
): Promise<void> {
  await insertPriceChange(db, { product_key: productKeyOf(storeUrl), price });
}

/** Records prices seen for products by key (an import), in the caller's transaction. */
export function recordPrices(db: Kysely<DB>, observations: PriceObservation[]): Promise<void> {
  return insertPriceObservations(db, observations);
}

/**
 * The median of the daily prices of the last USUAL_PRICE_DAYS Korean days up to `now`: a day's
 * price is its last observation, or the one in force from before (a price holds until another is
 * seen); days before the first observation do not count. Null without observations.
 */
export function usualPrice(
  observations: readonly { price: number; observed_at: Date }[],
  now: Date,
): number | null {
  if (observations.length === 0) return null;
  const today = kstDayNumber(now);
  const byDay = new Map<number, number>();
  for (const o of observations) byDay.set(kstDayNumber(o.observed_at), o.price);
  const firstDay = kstDayNumber(observations[0]!.observed_at);
  const start = Math.max(firstDay, today - USUAL_PRICE_DAYS + 1);
  let inForce: number | undefined;
  for (const o of observations) if (kstDayNumber(o.observed_at) < start) inForce = o.price;
  const daily: number[] = [];
  for (let day = start; day <= today; day++) {
    inForce = byDay.get(day) ?? inForce;
    if (inForce !== undefined) daily.push(inForce);
  }
  if (daily.length === 0) return null;
  daily.sort((a, b) => a - b);
  const mid = daily.length >> 1;
  return daily.length % 2 ? daily[mid]! : Math.round((daily[mid - 1]! + daily[mid]!) / 2);
}

/** A deal's price history (public); 404 when the deal does not exist. */
export async function priceHistoryOf(
  db: Kysely<DB>,
  id: number,
  now = new Date(),
): Promise<PriceHistory> {
  const deal = await selectDealPrice(db, id);
  if (!deal) throw new AppError(404, 'NOT_FOUND');
  const observations = await selectPriceObservations(
    db,
    deal.product_key ?? productKeyOf(deal.link),
  );
  return {
    points: observations.map((o) => ({ observedAt: o.observed_at.toISOString(), price: o.price })),
    lowest: observations.length > 0 ? Math.min(...observations.map((o) => o.price)) : null,
    usual: usualPrice(observations, now),
    current: deal.price,
    isLowestPrice: deal.is_lowest_price,
  };
}
