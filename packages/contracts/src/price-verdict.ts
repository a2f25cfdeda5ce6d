import type { PriceHistory } from './price-history';

/** What the deal view says of its price against its history. */
export type PriceVerdict =
  | { kind: 'lowest' }
  | { kind: 'dropped'; amount: number }
  | { kind: 'cheaper'; percent: number }
  | { kind: 'usual' }
  | { kind: 'pricier'; percent: number };

/** Within this share of the usual price (either way) a price reads as the usual one. */
export const USUAL_PRICE_TOLERANCE = 0.01;

/**
 * The price seen before the current one: the latest observation of another price, looking back
 * past the observations of the current price; null when no other price was seen.
 */
function previousPriceOf({ points, current }: PriceHistory): number | null {
  for (let i = points.length - 1; i >= 0; i--) {
    if (points[i]!.price !== current) return points[i]!.price;
  }
  return null;
}

/**
 * The verdict line's meaning: 역대 최저가 when the 역대최저 rule holds; otherwise, when the price
 * fell from the one seen before it, the drop in won (a fresh cut reads as a cut, not as the usual
 * price); otherwise the current price against the usual one, in whole percent (`usual` within
 * USUAL_PRICE_TOLERANCE reads as the same); null without a usual price.
 */
export function priceVerdictOf(history: PriceHistory): PriceVerdict | null {
  if (history.isLowestPrice) return { kind: 'lowest' };
  const previous = previousPriceOf(history);
  if (previous !== null && previous > history.current) {
    return { kind: 'dropped', amount: previous - history.current };
  }
  const { usual, current } = history;
  if (usual === null || usual <= 0) return null;
  const change = (current - usual) / usual;
  const percent = Math.round(Math.abs(change) * 100);
  if (Math.abs(change) < USUAL_PRICE_TOLERANCE || percent === 0) return { kind: 'usual' };
  return change < 0 ? { kind: 'cheaper', percent } : { kind: 'pricier', percent };
}
