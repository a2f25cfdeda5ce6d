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
