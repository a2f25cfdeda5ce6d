import {
  fieldLabels,
  messages,
  type FeedCreateInput,
  type FeedSettings,
  type FeedUpdateRequest,
  type FeedWriteResponse,
  type LikeResponse,
} from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB, NewDeal } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { cleanDealHtml } from '../../lib/deal-html';
import { isPublicLink } from '../../lib/public-link';
import { linkPlatformOf, marketNameOf } from '../link-preview/markets';
import { changeEnded } from './ended-reports';
import { copyStoredImage, isStoredImage, storeDealImage } from './deal-image';
import { resolveConvertedUrl } from './partner-link';
import { productKeyOf, recordPrice } from './price-observations';
import {
  addToLikeCount,
  clearDealImage,
  deleteLike,
  insertDeal,
  insertLike,
  lockDeal,
  selectDealDetail,
  updateDeal as updateDealRow,
} from './queries';

import type { FeedDeps } from './deps';

/** Stores the draft's picture; on failure keeps an https picture as a link, else none. */
async function dealImage(deps: FeedDeps, image: string): Promise<string | null> {
  try {
    return await storeDealImage(deps.storage, deps.outbound, image);
  } catch (error) {
    deps.log.info({ err: error, image }, 'deal image not stored; linking it instead');
    return image.startsWith('https://') ? image : null;
  }
}

/** A stored picture's copy for a new deal (a 제보's upload); none when it cannot be read. */
async function copiedImage(deps: FeedDeps, key: string): Promise<string | null> {
  try {
    return await copyStoredImage(deps.storage, key);
  } catch (error) {
    deps.log.warn({ err: error, key }, 'uploaded picture not copied to the deal');
    return null;
  }
}

/** 400 naming the field when a deal's address names a host that is not public (public-link.ts). */
function assertPublicLink(deps: FeedDeps, field: 'url' | 'image' | 'partnerLink', url: string) {
  if (isPublicLink(url, deps.allowLoopbackLinks)) return;
  const message = messages.validation.notPublicUrl(fieldLabels[field]);
  throw new AppError(400, 'VALIDATION_FAILED', message);
}

/**
 * What a deal is prepared from: a manager's draft, or a 제보's, whose `storedImage` (the finder's
 * upload, a storage key) takes the place of `image`: the deal gets its own copy of it.
 */
export type DealDraft = FeedCreateInput & { storedImage?: string | null };

/** A deal ready to insert: the slow work (partner link, sanitising, the stored picture) done. */
export interface PreparedDeal {
  values: Omit<NewDeal, 'author_id' | 'tipped_by'>;
}

/**
 * The slow part of writing a deal, before its transaction: market from the link when not given,
 * the buy link from the partner-link seam, content sanitised, the picture stored when asked. The
 * link, partner link and picture must name public hosts (400 naming the field otherwise).
 */
export async function prepareDeal(deps: FeedDeps, input: DealDraft): Promise<PreparedDeal> {
  const url = new URL(input.url);
  assertPublicLink(deps, 'url', url.href);
  const image = input.containImage ? input.image : null;
  if (image) assertPublicLink(deps, 'image', image);
  const platform = linkPlatformOf(url);
  const market = input.shoppingMall ?? marketNameOf(platform) ?? url.hostname.replace(/^www\./, '');
  const convertedUrl = await resolveConvertedUrl(url.href, platform, deps.links);
  if (convertedUrl) assertPublicLink(deps, 'partnerLink', convertedUrl);
  const { content, contentText } = await cleanDealHtml(input.content);
  const imgLink = input.storedImage
    ? await copiedImage(deps, input.storedImage)
    : image
      ? await dealImage(deps, image)
      : null;
  return {
    values: {
      source: 'AKKYEO',
      name: input.name,
      price: input.price,
      market,
      img_link: imgLink,
      link: url.href,
      product_key: productKeyOf(url),
      converted_url: convertedUrl,
      content,
      content_text: contentText,
      is_free_shipping: input.isFreeShipping,
    },
  };
}

/**
 * Inserts a prepared deal in `trx` with its first price observation, and tells of it
 * (`deal.posted`: new-deal notifications, keyword alerts). `tippedBy` is the member whose 제보
 * it was; the deal's author is then that member, who is not told of their own deal.
 */
export async function insertPreparedDeal(
  deps: FeedDeps,
  trx: Kysely<DB>,
  prepared: PreparedDeal,
  by: { authorId: number; tippedBy?: number },
): Promise<number> {
  const { values } = prepared;
  const authorId = by.tippedBy ?? by.authorId;
  const dealId = await insertDeal(trx, {
    ...values,
    author_id: authorId,
    tipped_by: by.tippedBy ?? null,
  });
  await recordPrice(trx, values.link, values.price);
  await deps.events.emit(trx, 'deal.posted', {
    dealId,
    authorId,
    name: values.name,
    price: values.price,
  });
  await deps.events.emit(trx, 'deals.changed', { dealIds: [dealId] });
  return dealId;
}

/**
 * Deletes a deal picture's stored file once no deal points at it (a deal removed), after the
 * commit; a partner-CDN picture has none. A failure is logged: the removal stands.
 */
export async function dropDealPicture(deps: FeedDeps, location: string | null): Promise<void> {
  if (!location || !isStoredImage(location)) return;
  try {
    await deps.storage.delete(location);
  } catch (error) {
    deps.log.warn({ err: error, key: location }, 'deal image file not deleted');
  }
}

/** Deletes the picture a prepared deal stored, when its transaction did not commit. */
export async function discardPreparedDeal(deps: FeedDeps, prepared: PreparedDeal): Promise<void> {
  const image = prepared.values.img_link;
  if (image && isStoredImage(image)) await deps.storage.delete(image);
}

/** Writes a manager's deal (one of our own picks); members who opted in are told in its transaction. */
export async function createDeal(
  deps: FeedDeps,
  input: FeedCreateInput,
  authorId: number,
): Promise<FeedWriteResponse> {
  const prepared = await prepareDeal(deps, input);
  try {
    const id = await deps.db
      .transaction()
      .execute((trx) => insertPreparedDeal(deps, trx, prepared, { authorId }));
    return { id };
  } catch (error) {
    await discardPreparedDeal(deps, prepared);
    throw error;
  }
}

/**
 * Saves a manager's edit of a deal's name, price, shipping, content and market (the row locked,
 * so edits apply one after the other); a new name reaches its notifications in the same
 * transaction, and a new name, price or market its card (`deals.changed`). 404 when missing.
 */
export async function updateDeal(
  deps: FeedDeps,
  input: FeedUpdateRequest,
): Promise<FeedWriteResponse> {
  const { content, contentText } = await cleanDealHtml(input.content);
  const found = await deps.db.transaction().execute(async (trx) => {
    if (!(await lockDeal(trx, input.feedId))) return false;
    const current = await selectDealDetail(trx, input.feedId, null);
    if (!current) return false;
    const market = input.shoppingMall ?? current.market;
    if (current.price !== input.price) {
      await recordPrice(trx, current.link, input.price);
      await deps.events.emit(trx, 'deal.repriced', {
        dealId: input.feedId,
        from: current.price,
        to: input.price,
      });
    }
    if (current.name !== input.name) {
      await deps.events.emit(trx, 'deal.renamed', {
        dealId: input.feedId,
        from: current.name,
        to: input.name,
      });
    }
    if (input.ended !== undefined && input.ended !== (current.ended_at !== null)) {
      await changeEnded(deps, trx, input.feedId, input.ended ? 'MANAGER' : null);
    }
    const cardChanged =
      current.name !== input.name || current.price !== input.price || current.market !== market;
    if (cardChanged) await deps.events.emit(trx, 'deals.changed', { dealIds: [input.feedId] });
    return updateDealRow(trx, input.feedId, {
      name: input.name,
      price: input.price,
      is_free_shipping: input.isFreeShipping,
      market,
      content,
      content_text: contentText,
    });
  });
  if (!found) throw new AppError(404, 'NOT_FOUND');
  return { id: input.feedId };
}

export async function feedSettings(deps: FeedDeps, memberId: number): Promise<FeedSettings> {
  return { hideEnded: await deps.memberSettings.settingOf(memberId, 'hide_ended_deals') };
}

export async function updateFeedSettings(
  deps: FeedDeps,
  memberId: number,
  settings: FeedSettings,
): Promise<FeedSettings> {
  await deps.memberSettings.changeSetting(memberId, 'hide_ended_deals', settings.hideEnded);
  return settings;
}

/**
 * Removes a deal's picture and keeps the deal: a stored file is deleted once the row no longer
 * points at it; a partner-CDN picture is only unset. 404 when the deal is missing.
 */
export async function deleteDealImage(deps: FeedDeps, id: number): Promise<void> {
  const previous = await deps.db.transaction().execute(async (trx) => {
    const deal = await lockDeal(trx, id);
    if (!deal) throw new AppError(404, 'NOT_FOUND');
    if (deal.img_link) {
      await clearDealImage(trx, id);
      await deps.events.emit(trx, 'deals.changed', { dealIds: [id] });
    }
    return deal.img_link;
  });
  await dropDealPicture(deps, previous);
}

/**
 * Flips the caller's like of a deal. The deal row is locked for the transaction, so concurrent
 * taps apply one after the other and like_count always equals the rows. A like of a member whose
 * votes count (member/standing.ts) is marked so and moves the hot score; any like shows.
 */
export async function toggleLike(
  deps: FeedDeps,
  dealId: number,
  memberId: number,
): Promise<LikeResponse> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockDeal(trx, dealId))) throw new AppError(404, 'NOT_FOUND');
    const removed = await deleteLike(trx, dealId, memberId);
    if (removed) {
      const likeCount = await addToLikeCount(trx, dealId, -1, removed.counted ? -1 : 0);
      return { isLiked: false, likeCount };
    }
    const counted = (await deps.standing.one(memberId, trx))?.votes === true;
    const added = await insertLike(trx, dealId, memberId, counted);
    const likeCount = await addToLikeCount(trx, dealId, added ? 1 : 0, added && counted ? 1 : 0);
    return { isLiked: true, likeCount };
  });
}
