import type { Kysely } from 'kysely';
import type { DB } from '../types';
import { createRandom } from './random';

const DAY = 86_400_000;

export interface PricedDeal {
  productKey: string;
  price: number;
  createdAt: number;
}

/**
 * Price history of the demo deals: each deal's price at its creation, and before it, for two
 * deals in three, a few earlier sightings of the product over the weeks before: every third deal
 * at prices above today's (its price is the lowest yet: 역대최저), the next with one sighting
 * below it. Its own PRNG, so the rest of the demo content stays as it was.
 */
export async function insertDemoPrices(trx: Kysely<DB>, deals: PricedDeal[]): Promise<void> {
  const random = createRandom(20_261_127);
  const rows = deals.flatMap((deal, i) => {
    const earlier: { product_key: string; price: number; observed_at: Date }[] = [];
    if (i % 3 !== 2) {
      const count = random.int(3, 6);
      const start = deal.createdAt - random.int(12, 40) * DAY;
      for (let n = 0; n < count; n++) {
        const markup = i % 3 === 0 || n !== count - 2 ? random.int(5, 35) / 100 : -0.08;
        earlier.push({
          product_key: deal.productKey,
          price: Math.round((deal.price * (1 + markup)) / 100) * 100,
          observed_at: new Date(start + ((deal.createdAt - start) * n) / count),
        });
      }
    }
    return [
      ...earlier,
      { product_key: deal.productKey, price: deal.price, observed_at: new Date(deal.createdAt) },
    ];
  });
  await trx.insertInto('price_observation').values(rows).execute();
}
