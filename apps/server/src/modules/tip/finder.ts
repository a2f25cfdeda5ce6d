import {
  DAY_MS,
  fieldLabels,
  kstDayAt,
  messages,
  type PageQuery,
  type Tip,
  type TipDuplicatesResponse,
  type TipEditInput,
  type TipInput,
  type TipListResponse,
} from '@akkyeo/contracts';
import { AppError } from '../../lib/app-error';
import type { UploadedFile } from '../../lib/image-multipart';
import { isPublicLink } from '../../lib/public-link';
import { isTimeIdKey, listWindow, toListPage } from '../../lib/list-page';
import { RateLimitedError } from '../../plugins/rate-limit';
import { marketNameOf, linkPlatformOf } from '../link-preview/markets';
import { lockMember } from '../member/queries';
import { productKeyOf } from '../feed/price-observations';
import type { TipDeps } from './deps';
import {
  countTipsSince,
  insertTip,
  lockTip,
  selectFinderRecords,
  selectMemberTips,
  selectTip,
  updateTip,
  type TipRow,
} from './queries';
import { storeTipPicture, uploadedPicture, withPictureCleanup } from './picture';
import { publishInTransaction } from './review';
import { toDealDraft, toTip } from './tip-content';

/** A trusted finder has had no tip rejected in this many days. */
const TRUSTED_CLEAN_DAYS = 30;

const clock = (deps: TipDeps) => deps.now?.() ?? new Date();

/** The market a tip names: the one given, else the link's, else its host. */
function marketOf(input: TipInput): string {
  const url = new URL(input.url);
  return (
    input.shoppingMall ?? marketNameOf(linkPlatformOf(url)) ?? url.hostname.replace(/^www\./, '')
  );
}

/**
 * 400 naming the field when the link or the picture names a host that is not public: a tip is
 * refused as it is sent, not when a manager publishes it (the deal's own rule, lib/public-link.ts).
 */
function assertPublicLinks(deps: TipDeps, input: TipInput): void {
  for (const [field, url] of [
    ['url', input.url],
    ['image', input.image],
  ] as const) {
    if (url === null || isPublicLink(url, deps.allowLoopbackLinks)) continue;
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      messages.validation.notPublicUrl(fieldLabels[field]),
    );
  }
}

function tipValues(deps: TipDeps, input: TipInput) {
  assertPublicLinks(deps, input);
  return {
    url: input.url,
    product_key: productKeyOf(input.url),
    name: input.name,
    price: input.price,
    market: marketOf(input),
    img_link: input.image,
    is_free_shipping: input.isFreeShipping,
    content: input.content,
    discount_terms: input.discountTerms || null,
  };
}

/** 429 with Retry-After (the next KST midnight) once the member sent their tips of the day. */
async function assertUnderDailyLimit(deps: TipDeps, db: TipDeps['db'], memberId: number) {
  const now = clock(deps);
  const dayStart = kstDayAt(now, 0);
  const standing = await deps.standing.one(memberId, db);
  const young = !standing || now.getTime() - standing.accountCreatedAt.getTime() < DAY_MS;
  const limit = young ? deps.rules.newAccountDailyLimit : deps.rules.dailyLimit;
  if ((await countTipsSince(db, memberId, dayStart)) < limit) return;
  const retryAfter = Math.max(1, Math.ceil((dayStart.getTime() + DAY_MS - now.getTime()) / 1000));
  throw new RateLimitedError(retryAfter, 'default', messages.tip.dailyLimit(limit));
}

/** A trusted finder: enough tips published and none rejected lately (and the rule switched on). */
async function isTrusted(deps: TipDeps, memberId: number): Promise<boolean> {
  if (!deps.rules.trustedAutoPublish) return false;
  const since = new Date(clock(deps).getTime() - TRUSTED_CLEAN_DAYS * DAY_MS);
  const record = (await selectFinderRecords(deps.db, [memberId], since)).get(memberId);
  return (record?.published ?? 0) >= deps.rules.trustedMinPublished && record?.rejected === 0;
}

/**
 * A member's 제보: checked against the daily limit under a lock of the member (two sends at once
 * cannot both pass it), then queued, or published at once for a trusted finder (the deal written
 * in the same transaction as the tip). An uploaded picture (`file`) takes the place of the
 * address; it is stored only once the day's limit was checked, and deleted when the write fails.
 */
export async function sendTip(
  deps: TipDeps,
  memberId: number,
  input: TipInput,
  file?: UploadedFile,
): Promise<Tip> {
  const values = tipValues(deps, input);
  let stored: string | null = null;
  if (file) {
    await assertUnderDailyLimit(deps, deps.db, memberId);
    stored = await storeTipPicture(deps, file);
    values.img_link = stored;
  }
  return withPictureCleanup(deps, stored, async () => {
    const image = values.img_link;
    const prepared = (await isTrusted(deps, memberId))
      ? await deps.feed.prepare(toDealDraft({ ...input, image, market: values.market }))
      : null;
    try {
      const row = await deps.db.transaction().execute(async (trx) => {
        if (!(await lockMember(trx, memberId))) throw new AppError(401, 'LOGIN_REQUIRED');
        await assertUnderDailyLimit(deps, trx, memberId);
        const tip = await insertTip(trx, { member_id: memberId, ...values });
        if (!prepared) return tip;
        return publishInTransaction(deps, trx, tip, prepared, { reviewerId: null });
      });
      return { result: toTip(row, deps.cdnBaseUrl), dropped: null };
    } catch (error) {
      if (prepared) await deps.feed.discardPrepared(prepared);
      throw error;
    }
  });
}

/** One of the caller's tips; 404 for another member's or a missing one. */
async function ownTip(
  deps: TipDeps,
  db: TipDeps['db'],
  memberId: number,
  id: number,
  lock = false,
) {
  const row = lock ? await lockTip(db, id) : await selectTip(db, id);
  if (!row || row.member_id !== memberId) {
    throw new AppError(404, 'NOT_FOUND', messages.tip.notFound);
  }
  return row;
}

function assertPending(row: TipRow) {
  if (row.status !== 'PENDING') throw new AppError(409, 'CONFLICT', messages.tip.notEditable);
}

export async function getOwnTip(deps: TipDeps, memberId: number, id: number): Promise<Tip> {
  return toTip(await ownTip(deps, deps.db, memberId, id), deps.cdnBaseUrl);
}

/**
 * The picture an edit leaves the tip with: a new upload replaces it; an uploaded one stays unless
 * `removePicture`; otherwise the address sent.
 */
function pictureAfterEdit(tip: TipRow, input: TipEditInput, stored: string | null) {
  const current = uploadedPicture(tip.img_link);
  const next = stored ?? (current && !input.removePicture ? current : input.image);
  return { imgLink: next, dropped: current !== next ? current : null };
}

/**
 * The finder edits a tip still waiting for review; 409 once it was decided. A new picture is
 * stored before the transaction (deleted when it fails); the one it replaces or drops is deleted
 * after the commit.
 */
export async function editTip(
  deps: TipDeps,
  memberId: number,
  id: number,
  input: TipEditInput,
  file?: UploadedFile,
): Promise<Tip> {
  const values = tipValues(deps, input);
  if (file) assertPending(await ownTip(deps, deps.db, memberId, id));
  const stored = file ? await storeTipPicture(deps, file) : null;
  return withPictureCleanup(deps, stored, () =>
    deps.db.transaction().execute(async (trx) => {
      const tip = await ownTip(deps, trx, memberId, id, true);
      assertPending(tip);
      const picture = pictureAfterEdit(tip, input, stored);
      const row = await updateTip(trx, id, { ...values, img_link: picture.imgLink });
      return { result: toTip(row, deps.cdnBaseUrl), dropped: picture.dropped };
    }),
  );
}

/**
 * The finder withdraws a tip still waiting for review (it still counts toward the day's limit);
 * its uploaded picture is deleted after the commit.
 */
export async function withdrawTip(deps: TipDeps, memberId: number, id: number): Promise<Tip> {
  return withPictureCleanup(deps, null, () =>
    deps.db.transaction().execute(async (trx) => {
      const tip = await ownTip(deps, trx, memberId, id, true);
      assertPending(tip);
      const dropped = uploadedPicture(tip.img_link);
      const row = await updateTip(trx, id, {
        status: 'WITHDRAWN',
        ...(dropped ? { img_link: null } : {}),
      });
      return { result: toTip(row, deps.cdnBaseUrl), dropped };
    }),
  );
}

/** 내 제보: the caller's tips, newest first, cursor-paged. */
export async function listMyTips(
  deps: TipDeps,
  memberId: number,
  query: PageQuery,
): Promise<TipListResponse> {
  const paging = { list: 'my-tips', cursors: deps.cursors, valid: isTimeIdKey };
  const rows = await selectMemberTips(deps.db, memberId, listWindow(query, paging));
  const page = toListPage(rows, query, paging, (row) => [row.sort_at, row.id] as const);
  return { content: page.rows.map((row) => toTip(row, deps.cdnBaseUrl)), page: page.page };
}

/** The check before sending: open deals of the same product from the last 7 days. */
export async function tipDuplicates(deps: TipDeps, url: string): Promise<TipDuplicatesResponse> {
  return { content: await deps.feed.openDealsLike(url) };
}
