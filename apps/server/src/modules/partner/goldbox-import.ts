import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, DealUpdate, NewDeal } from '../../db/types';
import { withLease } from '../../jobs/lease';
import type { CoupangClient, GoldBoxProduct } from './coupang-client';
import { coupangProductKey } from '../feed/price-observations';
import {
  GOLD_BOX_COMPARED_COLUMNS,
  type GoldBoxDealRow,
  type PriceObservation,
} from '../feed/queries';
import type { FeedService } from '../feed/service';

/** The market name of Coupang deals. */
export const COUPANG_MARKET = '쿠팡';
/** One import at a time across every instance and the CLI. */
export const GOLD_BOX_IMPORT_LEASE = 'partner.goldbox-import';
const LEASE_TTL_MS = 10 * 60_000;

export interface GoldBoxImportSummary {
  status: 'done';
  /** Items in the API's answer, and how many of them did not parse. */
  received: number;
  invalid: number;
  created: number;
  updated: number;
  priceChanged: number;
  /** Items back in the gold box after having ended. */
  reopened: number;
  ended: number;
  unchanged: number;
}

export type GoldBoxImportResult = GoldBoxImportSummary | { status: 'skipped'; reason: 'running' };

export interface GoldBoxImportDeps {
  db: Kysely<DB>;
  client: CoupangClient;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** The feed's deals and price history, written in the import's transaction. */
  deals: FeedService['imports'];
}

/**
 * Imports today's gold box, unless an import already runs somewhere (then skipped): new items
 * become deals, changed ones are updated (a new price also records a price observation and is
 * told on, so a drop is followed up and matched again), items that left the gold box are marked
 * ended (their bookmarkers told), all in one transaction with the jobs that follow them up. Throws CoupangApiError when the API fails.
 */
export async function runGoldBoxImport(deps: GoldBoxImportDeps): Promise<GoldBoxImportResult> {
  const result = await withLease(deps.db, GOLD_BOX_IMPORT_LEASE, LEASE_TTL_MS, () =>
    importGoldBox(deps),
  );
  if (result.ran) return result.value;
  deps.logger.info('gold-box import skipped: another import is running');
  return { status: 'skipped', reason: 'running' };
}

async function importGoldBox(deps: GoldBoxImportDeps): Promise<GoldBoxImportSummary> {
  const { products: received, invalid } = await deps.client.goldBox();
  const products = [...new Map(received.map((p) => [p.productId, p])).values()];
  if (invalid > 0)
    deps.logger.warn({ invalid }, 'gold-box import: items that did not parse were skipped');
  if (products.length === 0) {
    deps.logger.warn('gold-box import: the gold box is empty; nothing is marked ended');
  }

  const changes = await deps.db.transaction().execute(async (trx) => {
    const existing = new Map(
      (
        await deps.deals.lockGoldBoxDeals(
          trx,
          products.map((p) => p.productId),
        )
      ).map((row) => [row.external_id, row]),
    );
    const created: NewDeal[] = [];
    const observations: PriceObservation[] = [];
    const priceChanges: { productId: string; from: number; to: number }[] = [];
    let updated = 0;
    let reopened = 0;
    for (const product of products) {
      const values = toDealValues(product);
      const row = existing.get(product.productId);
      if (!row) {
        created.push(values);
        observations.push({
          product_key: coupangProductKey(product.productId),
          price: product.productPrice,
        });
        continue;
      }
      const update = changedValues(row, values);
      if (!update) continue;
      if (update.price !== undefined) {
        observations.push({
          product_key: coupangProductKey(product.productId),
          price: product.productPrice,
        });
        priceChanges.push({
          productId: product.productId,
          from: row.price,
          to: product.productPrice,
        });
      }
      if (row.ended_at) reopened++;
      await deps.deals.update(trx, row.id, update);
      if (update.price !== undefined) {
        await deps.deals.repriced(trx, row.id, { from: row.price, to: product.productPrice });
      }
      updated++;
    }
    await deps.deals.insert(trx, created);
    await deps.deals.recordPrices(trx, observations);
    const ended =
      products.length > 0
        ? await deps.deals.endGoldBoxDealsNotIn(
            trx,
            products.map((p) => p.productId),
          )
        : [];
    return { created, updated, reopened, priceChanges, ended };
  });

  const summary: GoldBoxImportSummary = {
    status: 'done',
    received: received.length + invalid,
    invalid,
    created: changes.created.length,
    updated: changes.updated,
    priceChanged: changes.priceChanges.length,
    reopened: changes.reopened,
    ended: changes.ended.length,
    unchanged: products.length - changes.created.length - changes.updated,
  };
  deps.logger.info(
    {
      ...summary,
      createdIds: changes.created.map((d) => d.external_id),
      priceChanges: changes.priceChanges,
      endedIds: changes.ended.map((d) => d.external_id),
    },
    'gold-box import done',
  );
  return summary;
}

/** A gold-box item as deal columns: the image stays on Coupang's CDN, the buy link is the item's tracking link. */
function toDealValues(product: GoldBoxProduct): NewDeal & Required<Pick<NewDeal, 'content'>> {
  const name = product.productName;
  const category = product.categoryName ?? '';
  return {
    source: 'COUPANG_GOLD_BOX',
    external_id: product.productId,
    name,
    price: product.productPrice,
    market: COUPANG_MARKET,
    img_link: product.productImage,
    link: `https://www.coupang.com/vp/products/${product.productId}`,
    converted_url: product.productUrl,
    content: category ? `<p>${escapeHtml(category)}</p>` : '',
    content_text: category,
    is_free_shipping: product.isFreeShipping,
    is_rocket: product.isRocket,
    author_id: null,
  };
}

/** The columns to write when the item differs from the stored deal (or the deal had ended). */
function changedValues(row: GoldBoxDealRow, values: NewDeal): DealUpdate | undefined {
  const update: DealUpdate = {};
  for (const column of GOLD_BOX_COMPARED_COLUMNS) {
    if (row[column] !== values[column]) Object.assign(update, { [column]: values[column] });
  }
  if (update.content !== undefined) update.content_text = values.content_text;
  if (row.ended_at) update.ended_at = null;
  return Object.keys(update).length > 0 ? update : undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
