import { appPath, MARKETING_CONSENT_VERSION, messages } from '@akkyeo/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import { hashPassword } from '../../lib/password';
import { productKeyOf } from '../../lib/product-key';
import type { Storage } from '../../lib/storage';
import type { DB } from '../types';
import { BOARD_COMMENTS, DEAL_COMMENTS, DEMO_BOARDS, REPLIES } from './demo-boards';
import { demoDealContent, demoDealLink, DEMO_DEALS } from './demo-deals';
import { writeDemoImages } from './demo-images';
import { DEMO_ADMIN, DEMO_MANAGER, DEMO_MEMBERS, DEMO_USER } from './demo-members';
import { insertDemoPrices } from './demo-prices';
import { createRandom, type Random } from './random';
import { insertComments, type CommentPlan } from './seed-comments';

export { DEMO_ADMIN, DEMO_MANAGER, DEMO_USER };

/** The demo images, in the order seedDemo stores them. */
export const DEMO_IMAGE_COUNTS = {
  deals: DEMO_DEALS.map((d) => d.kind),
  boardImages: DEMO_BOARDS.reduce((sum, b) => sum + b.images, 0),
  avatars: DEMO_MEMBERS.length,
};

export interface SeedOptions {
  /** The image store; demo images go under `seed/`. */
  storage: Pick<Storage, 'put'>;
  /** A build's pre-rendered demo images (prerenderDemoImages), read instead of rendering them. */
  prebuiltImagesDir?: string;
  /** The demo accounts' password hashes a build made (hashDemoPasswords), used instead of hashing now. */
  passwordHashes?: Record<string, string>;
  /** The time the demo content is dated from (ms); now when unset. */
  now?: number;
  /** Receives one line when demo content was written: a function or a logger (pino). */
  log?: ((message: string) => void) | { info(message: string): void };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SEED_LOCK_KEY = 7_215_931;

/**
 * Fills an empty database with demo members, deals, posts, comments, likes and images, in one
 * transaction. Does nothing and returns false when members or deals already exist.
 */
export async function seedDemo(db: Kysely<DB>, opts: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const started = Date.now();
  const [images, hashes] = await Promise.all([
    writeDemoImages(
      (key, data, type) => opts.storage.put(key, data, type),
      DEMO_IMAGE_COUNTS,
      opts.prebuiltImagesDir,
    ),
    opts.passwordHashes ?? hashDemoPasswords(),
  ]);

  const seeded = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if (!(await isEmpty(trx))) return false;
    const random = createRandom(20_241_127);
    const now = opts.now ?? Date.now();
    const memberIds = await insertMembers(
      trx,
      random,
      now,
      hashes,
      images.avatars.map((a) => a.path),
    );
    const dealIds = await insertDeals(
      trx,
      random,
      now,
      memberIds,
      images.deals.map((d) => d.path),
    );
    await insertBoards(trx, random, now, memberIds, images.boards);
    await insertDealExtras(trx, random, now, memberIds, dealIds);
    await refreshCounters(trx);
    return true;
  });
  if (seeded) logSeeded(opts.log, `Seeded demo content in ${Date.now() - started} ms`);
  return seeded;
}

/** Logs that demo content was added (`what`), with its size and the demo logins. */
export function logSeeded(log: SeedOptions['log'], what: string): void {
  const write = typeof log === 'function' ? log : log?.info.bind(log);
  write?.(
    `${what}: ${DEMO_DEALS.length} deals, ${DEMO_BOARDS.length} posts. ` +
      `Log in as ${DEMO_USER.loginId} / ${DEMO_USER.password} or ${DEMO_MANAGER.loginId} / ${DEMO_MANAGER.password}.`,
  );
}

async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ taken: boolean }>`
    select exists (select 1 from member) or exists (select 1 from deal) as taken`.execute(db);
  return rows[0]?.taken === false;
}

/** The demo accounts' passwords with their argon2 hashes (password → hash). */
export async function hashDemoPasswords(): Promise<Record<string, string>> {
  const distinct = [...new Set(DEMO_MEMBERS.map((m) => m.password))];
  const hashed = await Promise.all(distinct.map((p) => hashPassword(p)));
  return Object.fromEntries(distinct.map((p, i) => [p, hashed[i] as string]));
}

const at = (ms: number) => new Date(Math.floor(ms));

async function insertMembers(
  trx: Transaction<DB>,
  random: Random,
  now: number,
  hashes: Record<string, string>,
  avatars: string[],
): Promise<number[]> {
  const rows = DEMO_MEMBERS.map((m, i) => {
    const created = at(now - (60 - i * 3) * DAY - random.int(0, 20) * HOUR);
    return {
      login_id: m.loginId,
      email: m.email,
      password_hash: hashes[m.password] ?? null,
      nickname: m.nickname,
      role: m.role,
      profile_img: avatars[i] ?? null,
      marketing_agreed: m.marketingAgreed,
      marketing_agreed_at: m.marketingAgreed ? created : null,
      marketing_version: m.marketingAgreed ? MARKETING_CONSENT_VERSION : null,
      terms_agreed_at: created,
      created_at: created,
      updated_at: created,
    };
  });
  const inserted = await trx.insertInto('member').values(rows).returning('id').execute();
  return inserted.map((r) => r.id);
}

async function insertDeals(
  trx: Transaction<DB>,
  random: Random,
  now: number,
  memberIds: number[],
  imagePaths: string[],
): Promise<{ id: number; createdAt: number }[]> {
  const managerId = memberIds[1] ?? null;
  const span = (10 * DAY) / DEMO_DEALS.length;
  const rows = DEMO_DEALS.map((deal, i) => {
    const created = now - i * span - random.int(5, 90) * 60_000;
    const goldBox = deal.source === 'COUPANG_GOLD_BOX';
    const content = demoDealContent(deal);
    const contentText = content
      .replace(/<\/(p|li)>/g, '$& ')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    return {
      source: deal.source,
      external_id:
        deal.source === 'AKKYEO' ? null : `${goldBox ? 'gb' : 'cp'}-${8_100_000 + i * 4_177}`,
      name: deal.name,
      price: deal.price,
      market: deal.market,
      img_link: imagePaths[i] ?? null,
      link: demoDealLink(deal),
      product_key: productKeyOf(demoDealLink(deal)),
      converted_url: null,
      content,
      content_text: contentText,
      is_free_shipping: deal.freeShipping,
      is_rocket: deal.rocket,
      ended_at: goldBox && now - created > 5 * DAY ? at(created + DAY) : null,
      author_id: goldBox ? null : managerId,
      created_at: at(created),
      updated_at: at(created),
    };
  });
  const inserted = await trx.insertInto('deal').values(rows).returning('id').execute();
  await insertDemoPrices(
    trx,
    rows.map((row) => ({
      productKey: row.product_key,
      price: row.price,
      createdAt: row.created_at.getTime(),
    })),
  );
  return inserted.map((r, i) => ({ id: r.id, createdAt: rows[i]?.created_at.getTime() ?? now }));
}

async function insertBoards(
  trx: Transaction<DB>,
  random: Random,
  now: number,
  memberIds: number[],
  images: { path: string; thumbPath?: string; width: number; height: number }[],
): Promise<void> {
  const count = DEMO_BOARDS.length;
  const rows = DEMO_BOARDS.map((board, i) => {
    const created = at(now - (count - i) * 6 * HOUR + random.int(0, 120) * 60_000);
    return {
      member_id: memberIds[board.author] ?? (memberIds[0] as number),
      category: board.category,
      content: board.content,
      created_at: created,
      updated_at: created,
    };
  });
  const boards = await trx
    .insertInto('board')
    .values(rows)
    .returning(['id', 'created_at'])
    .execute();

  let next = 0;
  const imageRows = DEMO_BOARDS.flatMap((board, i) =>
    Array.from({ length: board.images }, (_, position) => {
      const image = images[next++];
      const owner = boards[i];
      if (!image || !owner) throw new Error('seed: missing board image');
      return {
        board_id: owner.id,
        path: image.path,
        thumb_path: image.thumbPath ?? null,
        width: image.width,
        height: image.height,
        position,
        created_at: owner.created_at,
      };
    }),
  );
  if (imageRows.length > 0) await trx.insertInto('board_image').values(imageRows).execute();

  const likes = boards.flatMap((b) =>
    random
      .sample(memberIds, random.int(0, 6))
      .map((memberId) => ({ board_id: b.id, member_id: memberId })),
  );
  if (likes.length > 0) await trx.insertInto('board_like').values(likes).execute();

  const plans: CommentPlan[] = boards
    .filter((_, i) => i % 5 !== 4)
    .map((b) => ({
      parentId: b.id,
      createdAt: b.created_at.getTime(),
      topLevel: random.int(1, 4),
    }));
  await insertComments(trx, 'board_comment', plans, {
    random,
    now,
    memberIds,
    texts: BOARD_COMMENTS,
    replies: REPLIES,
  });
}

async function insertDealExtras(
  trx: Transaction<DB>,
  random: Random,
  now: number,
  memberIds: number[],
  deals: { id: number; createdAt: number }[],
): Promise<void> {
  const likes = deals.flatMap((d) =>
    random
      .sample(memberIds, random.int(0, 7))
      .map((memberId) => ({ deal_id: d.id, member_id: memberId, counted: true })),
  );
  if (likes.length > 0) await trx.insertInto('deal_like').values(likes).execute();

  const demoId = memberIds[0];
  const bookmarks = memberIds.flatMap((memberId) =>
    random.sample(deals, memberId === demoId ? 12 : random.int(0, 6)).map((d) => ({
      deal_id: d.id,
      member_id: memberId,
      counted: true,
      created_at: at(d.createdAt + (now - d.createdAt) * random.next()),
    })),
  );
  if (bookmarks.length > 0) await trx.insertInto('bookmark').values(bookmarks).execute();

  const plans: CommentPlan[] = deals
    .filter((_, i) => i % 3 === 0)
    .map((d) => ({ parentId: d.id, createdAt: d.createdAt, topLevel: random.int(1, 4) }));
  await insertComments(trx, 'deal_comment', plans, {
    random,
    now,
    memberIds,
    texts: DEAL_COMMENTS,
    replies: REPLIES,
  });

  if (demoId !== undefined) {
    const notifications = deals.slice(0, 6).map((d, i) => {
      const deal = DEMO_DEALS[deals.indexOf(d)];
      return {
        member_id: demoId,
        type: 'NEW_DEAL',
        title: messages.notification.newDealTitle,
        message: messages.notification.newDealMessage(deal?.name ?? '', deal?.price ?? 0),
        link: appPath('feedViewPage', { id: d.id }),
        deal_id: d.id,
        read_at: i >= 3 ? at(d.createdAt + HOUR) : null,
        created_at: at(d.createdAt + 60_000),
      };
    });
    await trx.insertInto('notification').values(notifications).execute();
  }
}

/**
 * Sets every like and comment counter from the rows (comments: not deleted, replies included).
 * The demo members are long-standing, so their likes and bookmarks count toward the hot score.
 */
async function refreshCounters(trx: Transaction<DB>): Promise<void> {
  await sql`update deal set
      like_count = (select count(*) from deal_like l where l.deal_id = deal.id),
      scored_like_count = (select count(*) from deal_like l where l.deal_id = deal.id and l.counted),
      comment_count = (select count(*) from deal_comment c where c.deal_id = deal.id and c.deleted_at is null)`.execute(
    trx,
  );
  await sql`update board set
      like_count = (select count(*) from board_like l where l.board_id = board.id),
      comment_count = (select count(*) from board_comment c where c.board_id = board.id and c.deleted_at is null)`.execute(
    trx,
  );
}
