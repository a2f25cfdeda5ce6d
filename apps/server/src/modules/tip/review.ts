import {
  messages,
  type AdminTip,
  type AdminTipListQuery,
  type AdminTipListResponse,
  type FeedListItem,
  type Tip,
  type TipPublishInput,
} from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { isTimeIdKey, listWindow, toListPage } from '../../lib/list-page';
import type { PreparedDeal } from '../feed/write';
import { productKeyOf } from '../feed/price-observations';
import type { TipDeps } from './deps';
import {
  countPending,
  decideTip,
  lockTip,
  selectFinderRecords,
  selectQueue,
  selectTip,
  updateTip,
  type AdminTipRow,
  type TipRow,
} from './queries';
import { uploadedPicture, withPictureCleanup } from './picture';
import { toDealDraft, toTip } from './tip-content';

const notFound = () => new AppError(404, 'NOT_FOUND', messages.tip.notFound);
const handled = () => new AppError(409, 'TIP_ALREADY_HANDLED');
const editedMeanwhile = () => new AppError(409, 'TIP_EDITED_MEANWHILE');

/** The tip, locked; 404 when missing, 409 unless it still waits (another manager got there first). */
async function lockPending(trx: Kysely<DB>, id: number): Promise<TipRow> {
  const tip = await lockTip(trx, id);
  if (!tip) throw notFound();
  if (tip.status !== 'PENDING') throw handled();
  return tip;
}

/**
 * Publishes a tip in `trx`: the prepared deal is inserted naming its finder, the tip points at it,
 * and the finder is told (`tip.reviewed`). `reviewerId` null is a trusted finder's 바로 게시.
 */
export async function publishInTransaction(
  deps: TipDeps,
  trx: Kysely<DB>,
  tip: TipRow,
  prepared: PreparedDeal,
  by: { reviewerId: number | null },
): Promise<TipRow> {
  const dealId = await deps.feed.insertPrepared(trx, prepared, {
    authorId: by.reviewerId ?? tip.member_id,
    tippedBy: tip.member_id,
  });
  const row = await decideTip(trx, tip.id, {
    status: 'PUBLISHED',
    dealId,
    reviewedBy: by.reviewerId,
    autoPublished: by.reviewerId === null,
  });
  await deps.events.emit(trx, 'tip.reviewed', {
    tipId: tip.id,
    finderId: tip.member_id,
    name: row.name,
    outcome: 'PUBLISHED',
    dealId,
    reason: null,
  });
  return row;
}

/** A tip with a manager's edits applied: the row's values the deal and the tip then share. */
function edited(tip: TipRow, edits: TipPublishInput) {
  return {
    url: edits.url ?? tip.url,
    name: edits.name ?? tip.name,
    price: edits.price ?? tip.price,
    market: edits.shoppingMall ?? tip.market,
    image: edits.image === undefined ? tip.img_link : edits.image,
    isFreeShipping: edits.isFreeShipping ?? tip.is_free_shipping,
    content: edits.content ?? tip.content,
    discountTerms: edits.discountTerms === undefined ? tip.discount_terms : edits.discountTerms,
  };
}

/** 409 TIP_EDITED_MEANWHILE when the tip changed since `seen` (an `updatedAt` the manager saw). */
function assertUnchangedSince(tip: TipRow, seen: Date | string | undefined) {
  if (seen === undefined) return;
  if (tip.updated_at.getTime() !== new Date(seen).getTime()) throw editedMeanwhile();
}

/**
 * 게시: the tip (after any edits) becomes a deal in one transaction with the tip's decision;
 * partner links, pictures (a copy of an uploaded one) and sanitising as for a manager's deal. 409
 * when another manager decided it meanwhile (no second deal), or when its finder edited it after
 * the manager saw it (`seenUpdatedAt`) or after the deal was prepared from it: no deal of stale
 * fields. An uploaded picture the manager replaced or removed is deleted after the commit.
 */
export async function publishTip(
  deps: TipDeps,
  id: number,
  reviewerId: number,
  edits: TipPublishInput,
): Promise<Tip> {
  const current = await selectTip(deps.db, id);
  if (!current) throw notFound();
  if (current.status !== 'PENDING') throw handled();
  assertUnchangedSince(current, edits.seenUpdatedAt);
  const values = edited(current, edits);
  const uploaded = uploadedPicture(current.img_link);
  const prepared = await deps.feed.prepare(toDealDraft(values));
  return withPictureCleanup(deps, null, async () => {
    try {
      const row = await deps.db.transaction().execute(async (trx) => {
        const tip = await lockPending(trx, id);
        assertUnchangedSince(tip, current.updated_at);
        const saved = await updateTip(trx, id, {
          url: values.url,
          product_key: productKeyOf(values.url),
          name: values.name,
          price: values.price,
          market: prepared.values.market,
          img_link: values.image,
          is_free_shipping: values.isFreeShipping,
          content: values.content,
          discount_terms: values.discountTerms,
        });
        return publishInTransaction(deps, trx, { ...tip, ...saved }, prepared, { reviewerId });
      });
      const dropped = uploaded !== values.image ? uploaded : null;
      return { result: toTip(row, deps.cdnBaseUrl), dropped };
    } catch (error) {
      await deps.feed.discardPrepared(prepared);
      throw error;
    }
  });
}

/**
 * A decision that ends a tip without a deal of its own (반려, 중복으로 연결), in one transaction on
 * the locked pending tip: its uploaded picture is dropped with it and the file deleted after the
 * commit, so no file outlives its use.
 */
async function decideDroppingPicture(
  deps: TipDeps,
  id: number,
  decide: (trx: Kysely<DB>, tip: TipRow, dropPicture: boolean) => Promise<TipRow>,
): Promise<Tip> {
  return withPictureCleanup(deps, null, () =>
    deps.db.transaction().execute(async (trx) => {
      const tip = await lockPending(trx, id);
      const dropped = uploadedPicture(tip.img_link);
      const row = await decide(trx, tip, dropped !== null);
      return { result: toTip(row, deps.cdnBaseUrl), dropped };
    }),
  );
}

/** 반려 with a reason (and a note for 기타); the finder is told why. */
export async function rejectTip(
  deps: TipDeps,
  id: number,
  reviewerId: number,
  reason: { reason: NonNullable<Tip['rejectReason']>; note: string | null },
): Promise<Tip> {
  return decideDroppingPicture(deps, id, async (trx, tip, dropPicture) => {
    const decided = await decideTip(trx, id, {
      status: 'REJECTED',
      dealId: null,
      reviewedBy: reviewerId,
      rejectReason: reason.reason,
      rejectNote: reason.note,
      dropPicture,
    });
    const label = messages.tip.rejectReasons[reason.reason];
    await deps.events.emit(trx, 'tip.reviewed', {
      tipId: id,
      finderId: tip.member_id,
      name: tip.name,
      outcome: 'REJECTED',
      dealId: null,
      reason: reason.note ? `${label} · ${reason.note}` : label,
    });
    return decided;
  });
}

/**
 * 중복으로 연결: the tip points at an open deal of the same product; its text may become the
 * finder's comment there, in the same transaction.
 */
export async function linkTip(
  deps: TipDeps,
  id: number,
  reviewerId: number,
  link: { dealId: number; postAsComment: boolean },
): Promise<Tip> {
  const deal = await deps.feed.find(link.dealId);
  if (!deal) throw new AppError(404, 'NOT_FOUND', messages.tip.dealNotFound);
  return decideDroppingPicture(deps, id, async (trx, tip, dropPicture) => {
    const decided = await decideTip(trx, id, {
      status: 'LINKED',
      dealId: link.dealId,
      reviewedBy: reviewerId,
      dropPicture,
    });
    const text = tip.content.trim();
    if (link.postAsComment && text) {
      const content = messages.tip.fromTipComment(text).slice(0, 1_000);
      await deps.comments.createIn(trx, 'deal', link.dealId, tip.member_id, {
        content,
        parentId: null,
      });
    }
    await deps.events.emit(trx, 'tip.reviewed', {
      tipId: id,
      finderId: tip.member_id,
      name: tip.name,
      outcome: 'LINKED',
      dealId: link.dealId,
      reason: null,
    });
    return decided;
  });
}

/**
 * 게시 취소 of a trusted finder's 바로 게시: the deal is removed (its own copy of the picture
 * deleted after the commit) and the tip waits in the queue again, its own picture kept. 409 for a
 * tip that was not published at once.
 */
export async function unpublishTip(deps: TipDeps, id: number): Promise<Tip> {
  const { row, dealPicture } = await deps.db.transaction().execute(async (trx) => {
    const tip = await lockTip(trx, id);
    if (!tip) throw notFound();
    if (tip.status !== 'PUBLISHED' || !tip.auto_published) {
      throw new AppError(409, 'CONFLICT', messages.tip.notAutoPublished);
    }
    const removed = tip.deal_id === null ? null : await deps.feed.deleteTipped(trx, tip.deal_id);
    const decided = await decideTip(trx, id, { status: 'PENDING', dealId: null, reviewedBy: null });
    return { row: decided, dealPicture: removed ?? null };
  });
  await deps.feed.dropPicture(dealPicture);
  return toTip(row, deps.cdnBaseUrl);
}

/** The managers' queue: each tip with its finder's record and the open deals it may duplicate. */
export async function listQueue(
  deps: TipDeps,
  query: AdminTipListQuery,
): Promise<AdminTipListResponse> {
  const paging = { list: `tips-${query.status}`, cursors: deps.cursors, valid: isTimeIdKey };
  const rows = await selectQueue(deps.db, query.status, listWindow(query, paging));
  const page = toListPage(rows, query, paging, (row) => [row.sort_at, row.id] as const);
  const records = await selectFinderRecords(
    deps.db,
    page.rows.map((row) => row.member_id),
    null,
  );
  const duplicates = await deps.feed.openDealsOf(
    page.rows.filter((row) => row.status === 'PENDING').map((row) => row.product_key),
  );
  const content = page.rows.map((row) =>
    toAdminTip(deps, row, records.get(row.member_id), duplicates.get(row.product_key) ?? []),
  );
  return { content, page: page.page, pendingCount: await countPending(deps.db) };
}

function toAdminTip(
  deps: TipDeps,
  row: AdminTipRow,
  record: { published: number; rejected: number } | undefined,
  duplicates: FeedListItem[],
): AdminTip {
  return {
    ...toTip(row, deps.cdnBaseUrl),
    finder: {
      memberId: row.member_id,
      nickname: row.finder_nickname ?? '',
      published: record?.published ?? 0,
      rejected: record?.rejected ?? 0,
    },
    duplicates,
  };
}
