import { z } from './zod';

/** One price seen for a deal's product; `observedAt` is ISO 8601. */
export const pricePointSchema = z.object({
  observedAt: z.string(),
  price: z.number().int(),
});
export type PricePoint = z.infer<typeof pricePointSchema>;

/**
 * GET /v1/feed/{id}/price-history (product rules §3, price history): the prices seen for the
 * deal's product, oldest first; `lowest` of them all, `usual` the median of the daily prices
 * (each KST day's last observation, carried over days without one) of the last 30 days, both null
 * without observations; `current` the deal's price; `isLowestPrice` the 역대최저 rule.
 */
export const priceHistorySchema = z
  .object({
    points: z.array(pricePointSchema),
    lowest: z.number().int().nullable(),
    usual: z.number().int().nullable(),
    current: z.number().int(),
    isLowestPrice: z.boolean(),
  })
  .meta({ id: 'PriceHistory' });
export type PriceHistory = z.infer<typeof priceHistorySchema>;

/** What the deal view says of its price against its history. */
export type PriceVerdict =
  | { kind: 'lowest' }
  | { kind: 'cheaper'; percent: number }
  | { kind: 'usual' }
  | { kind: 'pricier'; percent: number };

/** Within this share of the usual price (either way) a price reads as the usual one. */
export const USUAL_PRICE_TOLERANCE = 0.01;

/**
 * The verdict line's meaning: 역대 최저가 when the 역대최저 rule holds; otherwise the current price
 * against the usual one, in whole percent (`usual` within USUAL_PRICE_TOLERANCE reads as the
 * same); null without a usual price.
 */
export function priceVerdictOf(history: PriceHistory): PriceVerdict | null {
  if (history.isLowestPrice) return { kind: 'lowest' };
  const { usual, current } = history;
  if (usual === null || usual <= 0) return null;
  const change = (current - usual) / usual;
  const percent = Math.round(Math.abs(change) * 100);
  if (Math.abs(change) < USUAL_PRICE_TOLERANCE || percent === 0) return { kind: 'usual' };
  return change < 0 ? { kind: 'cheaper', percent } : { kind: 'pricier', percent };
}
