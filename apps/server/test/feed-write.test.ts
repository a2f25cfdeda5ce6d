import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { feedDetailSchema, feedWriteResponseSchema, type FeedDetail } from '@akkyeo/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound } from '../src/lib/outbound';
import { memberWithToken } from './helpers/auth-session';
import { createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import {
  fakeLookup,
  html,
  pngImage,
  startLocalSite,
  type LocalSite,
} from './link-preview-fixtures';

let site: LocalSite;
let managerId: number;
let managerToken: string;
let memberToken: string;

beforeAll(async () => {
  const png = await pngImage();
  site = await startLocalSite({
    '/image.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(png),
    '/not-image.png': html('<html>no</html>'),
    '/fake.png': (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/png' }).end('definitely not a png'),
  });
});
afterAll(async () => {
  await site?.close();
});

const ctx = withTestApp({
  outbound: createOutbound({
    allowLoopback: true,
    lookup: fakeLookup({ 'img.test': ['127.0.0.1'] }),
  }),
});

beforeAll(async () => {
  const manager = await memberWithToken(ctx.db, { role: 'ROLE_MANAGER' });
  managerId = manager.member.id;
  managerToken = manager.token;
  memberToken = (await memberWithToken(ctx.db)).token;
});

const auth = (token?: string) => (token ? { 'x-auth-token': token } : {});

function send(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  body?: unknown,
) {
  return ctx.app.inject({
    method,
    url,
    headers: auth(token ?? undefined),
    payload: body as object,
  });
}

const create = (body: unknown, token: string | null = managerToken) =>
  send('POST', '/v1/feed', token, body);
const update = (body: unknown, token: string | null = managerToken) =>
  send('PUT', '/v1/feed', token, body);
const deleteImage = (id: number, token: string | null = managerToken) =>
  send('DELETE', `/v1/feed/${id}/img`, token);

async function detail(id: number): Promise<FeedDetail> {
  const response = await ctx.app.inject({ url: `/v1/feed/${id}` });
  expect(response.statusCode).toBe(200);
  return feedDetailSchema.parse(response.json());
}

async function created(body: unknown): Promise<number> {
  const response = await create(body);
  expect(response.statusCode, response.body).toBe(201);
  return feedWriteResponseSchema.parse(response.json()).id;
}

const draft = {
  url: 'https://www.coupang.com/vp/products/7?itemId=1',
  name: '  제주 삼다수 2L 12병  ',
  price: 11_900,
  isFreeShipping: true,
  content:
    '<p>최저가 <script>alert(1)</script><a href="javascript:alert(1)" onclick="x">링크</a></p>',
  image: null,
  containImage: false,
};

describe('POST /v1/feed', () => {
  it('writes a manager deal: sanitised content, market and buy link from the URL, first in the feed', async () => {
    const id = await created(draft);
    const deal = await detail(id);
    expect(deal).toMatchObject({
      id,
      name: '제주 삼다수 2L 12병',
      price: 11_900,
      market: '쿠팡',
      source: 'AKKYEO',
      url: 'https://www.coupang.com/vp/products/7?itemId=1',
      link: 'https://www.coupang.com/vp/products/7?itemId=1',
      isFreeShipping: true,
      imgLink: null,
      isPartnerLink: false,
      likeCount: 0,
      commentCount: 0,
      comment: [],
      content: '<p>최저가 <a target="_blank" rel="noopener nofollow ugc">링크</a></p>',
    });
    const row = await ctx.db
      .selectFrom('deal')
      .select(['converted_url', 'author_id', 'content_text', 'search_text'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      converted_url: 'https://www.coupang.com/vp/products/7?itemId=1',
      author_id: managerId,
      content_text: '최저가 링크',
      search_text: '제주 삼다수 2l 12병 쿠팡 최저가 링크',
    });
    const notified = await ctx.db
      .selectFrom('notification')
      .select(['member_id', 'type'])
      .where('deal_id', '=', id)
      .execute();
    expect(notified.map((n) => n.type)).toContain('NEW_DEAL');
    expect(notified.map((n) => n.member_id)).not.toContain(managerId);
    const feed = await ctx.app.inject({ url: '/v1/feed/?size=1' });
    expect(feed.json<{ content: { id: number }[] }>().content[0]?.id).toBe(id);
  });

  it('takes the given market, else a known market, else the host name', async () => {
    const given = await created({
      ...draft,
      url: 'https://www.11st.co.kr/p/1',
      shoppingMall: ' 우리가게 ',
    });
    expect((await detail(given)).market).toBe('우리가게');
    const known = await created({ ...draft, url: 'https://smartstore.naver.com/shop/products/1' });
    expect((await detail(known)).market).toBe('네이버 스마트스토어');
    const unknown = await created({ ...draft, url: 'https://www.example-shop.co.kr/p/1' });
    expect((await detail(unknown)).market).toBe('example-shop.co.kr');
  });

  it('stores a copy of the picture as WebP when asked', async () => {
    const id = await created({
      ...draft,
      image: site.url('/image.png', 'img.test'),
      containImage: true,
    });
    const { imgLink } = await detail(id);
    expect(imgLink).toMatch(/^\/cdn\/deal\/[0-9a-f]{32}\.webp$/);
    const file = join(ctx.config.uploadsDir, imgLink!.replace('/cdn/', ''));
    expect((await sharp(file).metadata()).format).toBe('webp');

    const skipped = await created({
      ...draft,
      image: site.url('/image.png', 'img.test'),
      containImage: false,
    });
    expect((await detail(skipped)).imgLink).toBeNull();
  });

  it('links an https picture it cannot store and drops other failures', async () => {
    const remote = await created({ ...draft, image: 'https://unreachable.invalid/a.jpg' });
    expect((await detail(remote)).imgLink).toBeNull();
    const linked = await created({
      ...draft,
      containImage: true,
      image: 'https://unreachable.invalid/a.jpg',
    });
    expect((await detail(linked)).imgLink).toBe('https://unreachable.invalid/a.jpg');
    for (const path of ['/not-image.png', '/fake.png']) {
      const id = await created({ ...draft, containImage: true, image: site.url(path, 'img.test') });
      expect((await detail(id)).imgLink, path).toBeNull();
    }
  });

  it('posts a hand-filled deal whose link the preview could not read: typed market and picture kept', async () => {
    const url = 'http://shop.invalid/shop/products/42';
    const preview = await ctx.app.inject({
      url: `/v1/feed/preview?url=${encodeURIComponent(url)}`,
      headers: auth(managerToken),
    });
    expect(preview.statusCode).toBeGreaterThanOrEqual(400);
    const id = await created({
      url,
      name: '직접 입력한 무선 마우스',
      price: 12_900,
      isFreeShipping: false,
      content: '<p>미리보기 없이 등록</p>',
      image: site.url('/image.png', 'img.test'),
      containImage: true,
      shoppingMall: '네이버 스마트스토어 알뜰상점',
    });
    expect(await detail(id)).toMatchObject({
      name: '직접 입력한 무선 마우스',
      price: 12_900,
      market: '네이버 스마트스토어 알뜰상점',
      url,
      link: url,
      freeShipping: false,
      isPartnerLink: false,
      imgLink: expect.stringMatching(/^\/cdn\/deal\/[0-9a-f]{32}\.webp$/) as string,
    });
    const bare = await created({ url, name: '링크만 있는 핫딜', price: 0 });
    expect(await detail(bare)).toMatchObject({ market: 'shop.invalid', imgLink: null, price: 0 });
  });

  it('validates the draft and says in Korean which field is wrong and how', async () => {
    const notHttp = (label: string) =>
      `${label} http:// 또는 https://로 시작하는 주소로 입력해주세요.`;
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'ftp://x.example/' }, notHttp('상품 링크는')],
      [{ url: 'javascript:alert(1)' }, notHttp('상품 링크는')],
      [{ url: undefined }, '상품 링크를 입력해주세요.'],
      [{ name: '   ' }, '제목을 입력해주세요.'],
      [{ name: '가'.repeat(201) }, '제목은 200자 이하로 입력해주세요.'],
      [{ price: -1 }, '가격은 0원 이상으로 입력해주세요.'],
      [{ price: 99_999_999_999_999 }, '가격은 1,000,000,000원 이하로 입력해주세요.'],
      [{ price: 1.5 }, '가격은 소수점 없이 입력해주세요.'],
      [{ price: '1000' }, '가격은 숫자로 입력해주세요.'],
      [{ price: null }, '가격은 숫자로 입력해주세요.'],
      [{ isFreeShipping: 'yes' }, '무료배송을 입력해주세요.'],
      [{ content: 'x'.repeat(50_001) }, '내용은 50000자 이하로 입력해주세요.'],
      [{ image: 'data:image/png;base64,AAAA' }, notHttp('이미지 주소는')],
      [{ shoppingMall: '' }, '판매처를 입력해주세요.'],
      [{ shoppingMall: '가'.repeat(51) }, '판매처는 50자 이하로 입력해주세요.'],
    ];
    for (const [change, message] of cases) {
      const response = await create({ ...draft, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ status: 400, code: 'VALIDATION_FAILED', message });
    }
    expect((await create({})).json()).toMatchObject({ message: '상품 링크를 입력해주세요.' });
  });

  it('is for managers only', async () => {
    expect((await create(draft, null)).statusCode).toBe(401);
    const member = await create(draft, memberToken);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: '접근할 수 없습니다.',
    });
  });
});

describe('PUT /v1/feed', () => {
  it('saves name, price, shipping, sanitised content and market', async () => {
    const id = await created(draft);
    const response = await update({
      feedId: id,
      name: '수정된 이름',
      price: 9_900,
      isFreeShipping: false,
      content: '<p onmouseover="x">바뀜</p><img src=x onerror=alert(1)>',
      shoppingMall: '쿠팡 로켓',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id });
    expect(await detail(id)).toMatchObject({
      name: '수정된 이름',
      price: 9_900,
      isFreeShipping: false,
      freeShipping: false,
      content: '<p>바뀜</p>',
      market: '쿠팡 로켓',
    });
    const kept = await update({
      feedId: id,
      name: '다시',
      price: 1,
      isFreeShipping: true,
      content: '',
    });
    expect(kept.statusCode).toBe(200);
    expect((await detail(id)).market).toBe('쿠팡 로켓');
  });

  it('a renamed deal reads its new name in the notifications members already have', async () => {
    const reader = await createMember(ctx.db);
    const id = await created({ ...draft, name: '옛 이름 [특가] 100%', price: 25_000 });
    const messagesOf = async () =>
      (
        await ctx.db
          .selectFrom('notification')
          .select('message')
          .where('deal_id', '=', id)
          .where('member_id', '=', reader.id)
          .execute()
      ).map((row) => row.message);
    expect(await messagesOf()).toEqual(['옛 이름 [특가] 100% 25,000원']);
    const edit = { feedId: id, price: 19_000, isFreeShipping: true, content: '' };
    expect((await update({ ...edit, name: '새 이름 😀' })).statusCode).toBe(200);
    expect(await messagesOf()).toEqual(['새 이름 😀 25,000원']);
    expect((await update({ ...edit, name: '새 이름 😀' })).statusCode).toBe(200);
    expect((await update({ ...edit, name: '세 번째 이름' })).statusCode).toBe(200);
    expect(await messagesOf()).toEqual(['세 번째 이름 25,000원']);
    const others = await ctx.db
      .selectFrom('notification')
      .select('message')
      .where('type', '=', 'NEW_DEAL')
      .where('deal_id', '<>', id)
      .execute();
    expect(others.some((row) => row.message.startsWith('세 번째 이름'))).toBe(false);
  });

  it('is 404 for a missing deal, 400 for a bad body, 401 and 403 for others', async () => {
    const body = { feedId: 2_000_000_000, name: 'x', price: 1, isFreeShipping: true, content: '' };
    expect((await update(body)).statusCode).toBe(404);
    const bad = await update({ ...body, feedId: 'x' });
    expect(bad.json()).toMatchObject({ status: 400, message: '핫딜 번호는 숫자로 입력해주세요.' });
    expect((await update({ ...body, price: -5 })).statusCode).toBe(400);
    expect((await update(body, null)).statusCode).toBe(401);
    expect((await update(body, memberToken)).statusCode).toBe(403);
  });
});

describe('DELETE /v1/feed/{id}/img', () => {
  it('removes the stored file and keeps the deal', async () => {
    const id = await created({
      ...draft,
      image: site.url('/image.png', 'img.test'),
      containImage: true,
    });
    const { imgLink } = await detail(id);
    const file = join(ctx.config.uploadsDir, imgLink!.replace('/cdn/', ''));
    expect(existsSync(file)).toBe(true);
    const response = await deleteImage(id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(existsSync(file)).toBe(false);
    expect(await detail(id)).toMatchObject({ id, imgLink: null, name: '제주 삼다수 2L 12병' });
    expect((await deleteImage(id)).statusCode).toBe(204);
  });

  it('only unsets a partner-CDN picture', async () => {
    const deal = await createDeal(ctx.db, {
      img_link: 'https://thumbnail.coupangcdn.com/x.jpg',
    });
    expect((await deleteImage(deal.id)).statusCode).toBe(204);
    expect((await detail(deal.id)).imgLink).toBeNull();
  });

  it('is 404 for a missing deal, 401 and 403 for others', async () => {
    const deal = await createDeal(ctx.db, { img_link: 'seed/kept.webp' });
    expect((await deleteImage(2_000_000_000)).statusCode).toBe(404);
    expect((await deleteImage(deal.id, null)).statusCode).toBe(401);
    expect((await deleteImage(deal.id, memberToken)).statusCode).toBe(403);
    expect((await detail(deal.id)).imgLink).toBe('/cdn/seed/kept.webp');
  });
});
