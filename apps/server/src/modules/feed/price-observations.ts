import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { insertPriceObservations, type PriceObservation } from './queries';

const COUPANG_PRODUCT_PATH = /^\/v[pm]\/products\/(\d+)/;

/** The price-history key of a Coupang product. */
export function coupangProductKey(productId: string): string {
  return `coupang:${productId}`;
}

/**
 * The price-history key of a store URL: a Coupang product page shares its product's key with
 * the gold box; any other URL is its own key (without the fragment).
 */
export function productKeyOf(storeUrl: string): string {
  const url = new URL(storeUrl);
  const coupangId = /(^|\.)coupang\.com$/i.test(url.hostname)
    ? COUPANG_PRODUCT_PATH.exec(url.pathname)?.[1]
    : undefined;
  if (coupangId) return coupangProductKey(coupangId);
  url.hash = '';
  return `url:${url.href}`;
}

/** Records the price a deal shows for the product behind `storeUrl` (call it in the write's transaction). */
export function recordPrice(db: Kysely<DB>, storeUrl: string, price: number): Promise<void> {
  return insertPriceObservations(db, [{ product_key: productKeyOf(storeUrl), price }]);
}

/** Records prices seen for products by key (an import), in the caller's transaction. */
export function recordPrices(db: Kysely<DB>, observations: PriceObservation[]): Promise<void> {
  return insertPriceObservations(db, observations);
}
