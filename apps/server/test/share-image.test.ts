// A deal's share image: drawn by its job after each change of the deal's card, stored under a
// name holding a hash of its bytes (the one it replaces deleted), and named as the deal page's
// og:image, read by a real Open Graph scraper as KakaoTalk's crawler.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { feedDetailSchema, feedWriteResponseSchema, type FeedDetail } from '@akkyeo/contracts';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../src/jobs/runner';
import { createOutbound } from '../src/lib/outbound';
import { memberWithToken } from './helpers/auth-session';
import { withTestApp } from './helpers/test-app';
import { createTestServices, shareJobRunner } from './helpers/test-services';
import { fakeLookup, pngImage, startLocalSite, type LocalSite } from './link-preview-fixtures';

const PUBLIC_URL = 'https://akkyeo.example.com';
const KAKAOTALK = 'facebookexternalhit/1.1; kakaotalk-scrap/1.0; +https://devtalk.kakao.com/';
const SHARE_KEY = /^\/cdn\/share\/(\d+)-[0-9a-f]{24}\.jpg$/;

let site: LocalSite;
let managerToken: string;
let jobs: JobRunner;

beforeAll(async () => {
  const png = await pngImage();
  site = await startLocalSite({
    '/image.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(png),
  });
});
afterAll(async () => {
  await site?.close();
});

const ctx = withTestApp(() => {
  const dist = mkdtempSync(join(tmpdir(), 'akkyeo-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="ko"><head><title>아껴라껴</title></head><body><div id="root"></div></body></html>',
  );
  return {
    listen: true,
    config: { webDistDir: dist, publicUrl: PUBLIC_URL },
    outbound: createOutbound({
      allowLoopback: true,
      lookup: fakeLookup({ 'img.test': ['127.0.0.1'] }),
    }),
  };
});

beforeAll(async () => {
  managerToken = (await memberWithToken(ctx.db, { role: 'ROLE_MANAGER' })).token;
  jobs = shareJobRunner(ctx.database, ctx.config);
});

const draft = {
  url: 'https://www.coupang.com/vp/products/9001?itemId=1',
  name: '다이슨 V12 디텍트 슬림 컴플리트 무선청소기 2024년형 (정품) "특가" </text><script>',
  price: 699_000,
  isFreeShipping: true,
  content: '<p>특가</p>',
  containImage: true,
};

async function send(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { 'x-auth-token': managerToken },
    ...(body ? { payload: body } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

async function detail(id: number): Promise<FeedDetail> {
  const response = await ctx.app.inject({ url: `/v1/feed/${id}` });
  expect(response.statusCode).toBe(200);
  return feedDetailSchema.parse(response.json());
}

async function postDeal(): Promise<FeedDetail> {
  const image = site.url('/image.png', 'img.test');
  const response = await send('POST', '/v1/feed', { ...draft, image });
  return detail(feedWriteResponseSchema.parse(response.json()).id);
}

const edit = (deal: FeedDetail, changes: { price?: number; ended?: boolean; content?: string }) =>
  send('PUT', '/v1/feed', {
    feedId: deal.id,
    name: deal.name,
    price: deal.price,
    isFreeShipping: deal.isFreeShipping,
    content: deal.content,
    ...changes,
  });

/** The stored file behind a share image's CDN address. */
const fileOf = (shareImage: string) =>
  join(ctx.config.uploadsDir, shareImage.replace(/^\/cdn\//, ''));

/** Runs the due share image jobs; the deal's share image afterwards (its address and file). */
async function drawn(id: number): Promise<{ url: string; file: string }> {
  await jobs.runDue();
  const { shareImage } = await detail(id);
  expect(shareImage).toMatch(SHARE_KEY);
  expect(SHARE_KEY.exec(shareImage!)![1]).toBe(String(id));
  const file = fileOf(shareImage!);
  expect(existsSync(file)).toBe(true);
  return { url: shareImage!, file };
}

/** The mean red, green and blue of a 16×16 patch of an image at (left, top). */
async function meanColor(file: string, left: number, top: number): Promise<number[]> {
  const patch = await sharp(file).extract({ left, top, width: 16, height: 16 }).raw().toBuffer();
  return [0, 1, 2].map((channel) => {
    let sum = 0;
    for (let i = channel; i < patch.length; i += 3) sum += patch[i]!;
    return sum / (patch.length / 3);
  });
}

/** Mean brightness of a patch of the picture panel's white margin, where `종료` runs across. */
async function bandBrightness(file: string): Promise<number> {
  const color = await meanColor(file, 44, 380);
  return color.reduce((sum, value) => sum + value, 0) / 3;
}

describe('a deal’s share image', () => {
  it('is drawn for a new deal by its job, 1200×630, and not inside the request', async () => {
    const deal = await postDeal();
    expect(deal.shareImage).toBeNull();

    const { file } = await drawn(deal.id);
    const image = await sharp(file).metadata();
    expect(image).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    // The deal's picture (orange) fills the middle of the picture's panel.
    const color = await meanColor(file, 300, 300);
    const orange = [255, 90, 54];
    expect(Math.max(...color.map((value, i) => Math.abs(value - orange[i]!)))).toBeLessThan(16);
    // Nothing is left to draw: the job ran once.
    expect(await jobs.runDue()).toBe(0);
  });

  it('gets a new file name with a new price, and the old file is deleted', async () => {
    const deal = await postDeal();
    const first = await drawn(deal.id);

    await edit(deal, { content: '<p>내용만 바꿨어요</p>' });
    expect(await jobs.runDue()).toBe(0);

    await edit(deal, { price: 649_000 });
    const second = await drawn(deal.id);
    expect(second.url).not.toBe(first.url);
    expect(existsSync(first.file)).toBe(false);
    expect(await sharp(second.file).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('shows 종료 across it once the deal ended, and drops it when reopened', async () => {
    const deal = await postDeal();
    const open = await drawn(deal.id);
    expect(await bandBrightness(open.file)).toBeGreaterThan(240);

    await edit(deal, { ended: true });
    const ended = await drawn(deal.id);
    expect(ended.url).not.toBe(open.url);
    expect(existsSync(open.file)).toBe(false);
    expect(await bandBrightness(ended.file)).toBeLessThan(80);

    await edit(deal, { ended: false });
    const reopened = await drawn(deal.id);
    expect(reopened.url).not.toBe(ended.url);
    expect(existsSync(ended.file)).toBe(false);
    expect(await bandBrightness(reopened.file)).toBeGreaterThan(240);
  });

  it('is drawn again without the picture once the picture is removed', async () => {
    const deal = await postDeal();
    const withPicture = await drawn(deal.id);
    await send('DELETE', `/v1/feed/${deal.id}/img`);
    const without = await drawn(deal.id);
    expect(without.url).not.toBe(withPicture.url);
    expect(existsSync(withPicture.file)).toBe(false);
  });

  it('follows a partner import: its new deal, its change and its end', async () => {
    const { feed } = createTestServices(ctx.database, { config: ctx.config });
    await ctx.db.transaction().execute((trx) =>
      feed.imports.insert(trx, [
        {
          source: 'COUPANG_GOLD_BOX',
          external_id: 'share-1',
          name: '골드박스 무선 이어폰',
          price: 39_900,
          market: '쿠팡',
          img_link: null,
          link: 'https://www.coupang.com/vp/products/share-1',
          content: '',
          author_id: null,
        },
      ]),
    );
    const { id } = await ctx.db
      .selectFrom('deal')
      .select('id')
      .where('external_id', '=', 'share-1')
      .executeTakeFirstOrThrow();
    const imported = await drawn(id);

    await ctx.db.transaction().execute((trx) => feed.imports.update(trx, id, { price: 35_900 }));
    const repriced = await drawn(id);
    expect(repriced.url).not.toBe(imported.url);

    await ctx.db.transaction().execute((trx) => feed.imports.endGoldBoxDealsNotIn(trx, ['other']));
    const ended = await drawn(id);
    expect(ended.url).not.toBe(repriced.url);
    expect(await bandBrightness(ended.file)).toBeLessThan(80);
    expect(existsSync(imported.file) || existsSync(repriced.file)).toBe(false);
  });

  it('is the deal page’s og:image, absolute and with its size, as KakaoTalk reads it', async () => {
    const deal = await postDeal();
    const { url } = await drawn(deal.id);
    const page = `${ctx.origin}/f/about/${deal.id}`;
    // The shell waits at most 50 ms for the deal; on a busy machine it is asked again.
    let og: Awaited<ReturnType<typeof ogs>>['result'] | undefined;
    await expect
      .poll(
        async () => {
          const scraped = await ogs({
            url: page,
            fetchOptions: { headers: { 'user-agent': KAKAOTALK } },
            onlyGetOpenGraphInfo: true,
          });
          og = scraped.result;
          return og.ogType;
        },
        { timeout: 15_000 },
      )
      .toBe('product');
    expect(og?.ogImage).toEqual([
      expect.objectContaining({ url: `${PUBLIC_URL}${url}`, width: '1200', height: '630' }),
    ]);
    const served = await fetch(`${ctx.origin}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const body = Buffer.from(await served.arrayBuffer());
    expect(await sharp(body).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
});

describe('the daily backfill', () => {
  it('draws the open deals written before share images, once a day across starts', async () => {
    const { shares } = createTestServices(ctx.database, { config: ctx.config });
    const olderIds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const deal = await ctx.db
        .insertInto('deal')
        .values({
          source: 'AKKYEO',
          name: `예전 딜 ${i}`,
          price: 1_000 + i,
          market: '11번가',
          link: `https://shop.example.com/old-${i}`,
          content: '',
          content_text: '',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      olderIds.push(deal.id);
    }
    const ended = await ctx.db
      .insertInto('deal')
      .values({
        source: 'AKKYEO',
        name: '끝난 예전 딜',
        price: 1_000,
        market: '11번가',
        link: 'https://shop.example.com/old-ended',
        content: '',
        content_text: '',
        ended_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await shares.startShareBackfill();
    await shares.startShareBackfill();
    const backfills = await ctx.db
      .selectFrom('job')
      .where('queue', '=', 'share.backfill')
      .select('id')
      .execute();
    expect(backfills).toHaveLength(1);
    // It waits half a minute after a start: bring it due.
    await ctx.db
      .updateTable('job')
      .set({ run_at: new Date(Date.now() - 1_000) })
      .where('queue', '=', 'share.backfill')
      .execute();
    await jobs.runDue();
    // The batch's images are spread over half a minute: bring them due.
    await ctx.db
      .updateTable('job')
      .set({ run_at: new Date(Date.now() - 1_000) })
      .where('queue', '=', 'share.image')
      .where('completed_at', 'is', null)
      .execute();
    for (const id of olderIds) await drawn(id);
    expect((await detail(ended.id)).shareImage).toBeNull();
  });
});
