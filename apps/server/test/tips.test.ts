import {
  feedDetailSchema,
  feedListResponseSchema,
  type ErrorBody,
  tipDuplicatesResponseSchema,
  tipListResponseSchema,
  tipSchema,
  type TipRequest,
} from '@akkyeo/contracts';
import { describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import { productKeyOf } from '../src/lib/product-key';
import { injectAs } from './helpers/auth-session';
import { createBoard, createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import {
  finderWithRecord as finderWithRecordIn,
  memberAged as memberAgedIn,
  sentTip,
  tipBody,
} from './tips-support';

const DAY_MS = 86_400_000;
const ctx = withTestApp();

const memberAged = (days: number) => memberAgedIn(ctx.db, days);
const send = (member: Member, body: TipRequest = tipBody()) =>
  injectAs(ctx.app, member, 'POST', '/v1/feed/tip', body);
const sent = (member: Member, body?: TipRequest) => sentTip(ctx.app, member, body);

const finderWithRecord = (published: number, rejected?: number, rejectedDaysAgo?: number) =>
  finderWithRecordIn(ctx.db, published, rejected, rejectedDaysAgo);

describe('a member sends a 제보', () => {
  it('queues it as 검토 중 with the market from its link, and lists it in 내 제보 newest first', async () => {
    const member = await memberAged(10);
    const first = await sent(member, tipBody({ url: 'https://www.coupang.com/vp/products/77' }));
    const second = await sent(
      member,
      tipBody({
        content: '카드 할인까지\nhttps://example.com/event',
        discountTerms: '삼성카드 10%',
      }),
    );
    expect(first).toMatchObject({ status: 'PENDING', market: '쿠팡', dealId: null });
    expect(second).toMatchObject({ content: '카드 할인까지\nhttps://example.com/event' });

    const mine = tipListResponseSchema.parse(
      (await injectAs(ctx.app, member, 'GET', '/v1/member/tip?size=1')).json(),
    );
    expect(mine.content.map((tip) => tip.id)).toEqual([second.id]);
    const next = await injectAs(
      ctx.app,
      member,
      'GET',
      `/v1/member/tip?size=1&cursor=${encodeURIComponent(mine.page.nextCursor!)}`,
    );
    expect(tipListResponseSchema.parse(next.json()).content.map((tip) => tip.id)).toEqual([
      first.id,
    ]);
  });

  it('refuses bad input with a Korean 400 and writes nothing', async () => {
    const member = await memberAged(10);
    for (const body of [
      { ...tipBody(), price: -1 },
      { ...tipBody(), url: 'ftp://example.com/x' },
      { ...tipBody(), name: '' },
      { ...tipBody(), content: 'x'.repeat(2_001) },
      { ...tipBody(), url: 'http://127.0.0.1:8080/products/1' },
      { ...tipBody(), image: 'http://169.254.169.254/latest/meta-data' },
    ]) {
      const reply = await send(member, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json<ErrorBody>().message).toMatch(/[가-힣]/);
    }
    const count = await ctx.db
      .selectFrom('deal_tip')
      .where('member_id', '=', member.id)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('lets its finder edit or withdraw it only while it waits, and nobody else see it', async () => {
    const member = await memberAged(10);
    const other = await memberAged(10);
    const tip = await sent(member);
    const edit = { ...tipBody(), name: '고친 이름', price: 35_000 };

    expect((await injectAs(ctx.app, other, 'GET', `/v1/feed/tip/${tip.id}`)).statusCode).toBe(404);
    expect((await injectAs(ctx.app, other, 'PUT', `/v1/feed/tip/${tip.id}`, edit)).statusCode).toBe(
      404,
    );
    const edited = await injectAs(ctx.app, member, 'PUT', `/v1/feed/tip/${tip.id}`, edit);
    expect(tipSchema.parse(edited.json())).toMatchObject({ name: '고친 이름', price: 35_000 });

    const withdrawn = await injectAs(ctx.app, member, 'DELETE', `/v1/feed/tip/${tip.id}`);
    expect(tipSchema.parse(withdrawn.json()).status).toBe('WITHDRAWN');
    const again = await injectAs(ctx.app, member, 'PUT', `/v1/feed/tip/${tip.id}`, edit);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().message).toBe('검토가 끝난 제보는 수정하거나 취소할 수 없어요.');
  });
});

describe('the daily limit', () => {
  it('allows 3 a KST day to an account younger than 24 hours, withdrawn ones counted: then 429 with Retry-After', async () => {
    const member = await createMember(ctx.db);
    const tips = [await sent(member), await sent(member)];
    await injectAs(ctx.app, member, 'DELETE', `/v1/feed/tip/${tips[0]!.id}`);
    await sent(member);
    const over = await send(member);
    expect(over.statusCode).toBe(429);
    expect(over.json<ErrorBody>().message).toMatch(/^제보는 하루 3개까지 할 수 있어요\./);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
  });

  it('allows 10 a day to an older account, and counts only today’s', async () => {
    const member = await memberAged(3);
    await ctx.db
      .insertInto('deal_tip')
      .values({
        member_id: member.id,
        url: 'https://shop.example.com/yesterday',
        product_key: 'url:shop.example.com/yesterday',
        name: '어제 제보',
        price: 1,
        market: 'shop',
        created_at: new Date(Date.now() - 2 * DAY_MS),
      })
      .execute();
    for (let i = 0; i < 10; i++) await sent(member);
    expect((await send(member)).statusCode).toBe(429);
  });
});

describe('the duplicate check', () => {
  it('finds open deals of the same product from the last 7 days, by product id or by the URL without tracking', async () => {
    const member = await memberAged(10);
    const link = 'https://www.11st.co.kr/products/4242';
    const open = await createDeal(ctx.db, { link, product_key: productKeyOf(link) });
    await createDeal(ctx.db, { link, product_key: productKeyOf(link), ended_at: new Date() });
    await createDeal(ctx.db, {
      link,
      product_key: productKeyOf(link),
      created_at: new Date(Date.now() - 8 * DAY_MS),
    });
    const page = 'https://smallshop.example.com/item?id=5';
    const byUrl = await createDeal(ctx.db, { link: page, product_key: productKeyOf(page) });

    const check = async (url: string) =>
      tipDuplicatesResponseSchema
        .parse(
          (
            await injectAs(
              ctx.app,
              member,
              'GET',
              `/v1/feed/tip/duplicates?url=${encodeURIComponent(url)}`,
            )
          ).json(),
        )
        .content.map((deal) => deal.id);

    expect(await check('https://m.11st.co.kr/products/m/4242?utm_source=kakao')).toEqual([open.id]);
    expect(await check(`${page}&utm_medium=share&fbclid=abc`)).toEqual([byUrl.id]);
    expect(await check('https://www.11st.co.kr/products/9999')).toEqual([]);
    expect(
      (await injectAs(ctx.app, null, 'GET', `/v1/feed/tip/duplicates?url=${page}`)).statusCode,
    ).toBe(401);
  });
});

describe('trusted finders', () => {
  it('publish at once with 5 published and none rejected in 30 days: the deal names its finder', async () => {
    const finder = await finderWithRecord(5, 1, 45);
    const tip = await sent(finder, tipBody({ name: '바로 게시 상품', price: 12_000 }));
    expect(tip).toMatchObject({ status: 'PUBLISHED', autoPublished: true });
    expect(tip.dealId).not.toBeNull();

    const detail = feedDetailSchema.parse(
      (await injectAs(ctx.app, null, 'GET', `/v1/feed/${tip.dealId}`)).json(),
    );
    expect(detail).toMatchObject({
      name: '바로 게시 상품',
      price: 12_000,
      tippedBy: { memberId: finder.id, nickname: finder.nickname },
    });
    const list = feedListResponseSchema.parse(
      (await injectAs(ctx.app, null, 'GET', '/v1/feed/?size=5')).json(),
    );
    expect(list.content.find((deal) => deal.id === tip.dealId)?.tippedBy?.nickname).toBe(
      finder.nickname,
    );
    const notices = await ctx.db
      .selectFrom('notification')
      .where('member_id', '=', finder.id)
      .select(['type', 'link'])
      .execute();
    expect(notices).toEqual([{ type: 'TIP_PUBLISHED', link: `/f/about/${tip.dealId}` }]);
  });

  it('wait in the queue when a tip was rejected within 30 days, or with too few published', async () => {
    expect((await sent(await finderWithRecord(5, 1, 10))).status).toBe('PENDING');
    expect((await sent(await finderWithRecord(4))).status).toBe('PENDING');
  });

  it('leaves a deal without a finder credited as nobody’s', async () => {
    const deal = await createDeal(ctx.db);
    await createBoard(ctx.db);
    const detail = feedDetailSchema.parse(
      (await injectAs(ctx.app, null, 'GET', `/v1/feed/${deal.id}`)).json(),
    );
    expect(detail.tippedBy).toBeNull();
  });
});

describe('with trusted publishing switched off', () => {
  const off = withTestApp({
    config: {
      tips: {
        dailyLimit: 10,
        newAccountDailyLimit: 3,
        trustedMinPublished: 5,
        trustedAutoPublish: false,
      },
    },
  });

  it('queues even a trusted finder’s tip', async () => {
    const finder = await finderWithRecordIn(off.db, 6);
    const reply = await injectAs(off.app, finder, 'POST', '/v1/feed/tip', tipBody());
    expect(tipSchema.parse(reply.json()).status).toBe('PENDING');
  });
});
