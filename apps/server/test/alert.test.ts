import { messages, type AlertPreview, type AlertRule } from '@akkyeo/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import { injectorOf } from './helpers/auth-session';
import { createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

let alice: Member;
let bob: Member;

const call = injectorOf(() => ctx.app);

async function addRule(member: Member, rule: object): Promise<AlertRule> {
  const reply = await call(member, 'POST', '/v1/alert/keyword', rule);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<AlertRule>();
}

function expectError(reply: Awaited<ReturnType<typeof call>>, status: number, message: string) {
  expect(reply.statusCode, reply.body).toBe(status);
  expect(reply.json()).toMatchObject({ status, message });
}

const ctx = withTestApp();

beforeAll(async () => {
  alice = await createMember(ctx.db);
  bob = await createMember(ctx.db);
});
beforeEach(async () => {
  await ctx.db.deleteFrom('alert_rule').execute();
  await ctx.db.deleteFrom('alert_settings').execute();
});

describe('keyword alert rules', () => {
  it('are created with their defaults, listed in creation order, replaced and deleted', async () => {
    const buds = await addRule(alice, {
      keyword: ' 버즈 ',
      excludes: ['케이스'],
      maxPrice: 200_000,
    });
    expect(buds.id).toBeGreaterThan(0);
    expect(buds).toEqual({
      id: buds.id,
      keyword: '버즈',
      excludes: ['케이스'],
      maxPrice: 200_000,
      sources: [],
      freeShippingOnly: false,
      enabled: true,
    });
    const chosung = await addRule(alice, {
      keyword: 'ㄱㅅㅂ',
      sources: ['COUPANG_GOLD_BOX', 'COUPANG'],
      freeShippingOnly: true,
    });
    expect(chosung.sources).toEqual(['COUPANG', 'COUPANG_GOLD_BOX']);

    const list = await call(alice, 'GET', '/v1/alert/keyword');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ content: AlertRule[] }>().content.map((r) => r.id)).toEqual([
      buds.id,
      chosung.id,
    ]);
    expect((await call(bob, 'GET', '/v1/alert/keyword')).json()).toEqual({ content: [] });

    const put = await call(alice, 'PUT', `/v1/alert/keyword/${buds.id}`, {
      keyword: '버즈3프로',
      enabled: false,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({
      id: buds.id,
      keyword: '버즈3프로',
      excludes: [],
      maxPrice: null,
      sources: [],
      freeShippingOnly: false,
      enabled: false,
    });

    expect((await call(alice, 'DELETE', `/v1/alert/keyword/${buds.id}`)).statusCode).toBe(204);
    const after = await call(alice, 'GET', '/v1/alert/keyword');
    expect(after.json<{ content: AlertRule[] }>().content.map((r) => r.id)).toEqual([chosung.id]);
  });

  it('stop at 20 a member with a Korean 400', async () => {
    for (let i = 0; i < 20; i++) await addRule(alice, { keyword: `상품${i}` });
    expectError(
      await call(alice, 'POST', '/v1/alert/keyword', { keyword: '스물한번째' }),
      400,
      messages.errors.ALERT_RULE_LIMIT,
    );
    await addRule(bob, { keyword: '스물한번째' });
  });

  it('refuse the same keyword with the same conditions (409), not with other conditions', async () => {
    const first = await addRule(alice, { keyword: '버즈 프로', excludes: ['케이스', '필름'] });
    expectError(
      await call(alice, 'POST', '/v1/alert/keyword', {
        keyword: '버즈  프로',
        excludes: ['필름', '케이스'],
      }),
      409,
      messages.errors.DUPLICATE_ALERT_RULE,
    );
    const cheaper = await addRule(alice, { keyword: '버즈 프로', maxPrice: 100_000 });
    expectError(
      await call(alice, 'PUT', `/v1/alert/keyword/${cheaper.id}`, {
        keyword: '버즈 프로',
        excludes: ['케이스', '필름'],
      }),
      409,
      messages.errors.DUPLICATE_ALERT_RULE,
    );
    const same = await call(alice, 'PUT', `/v1/alert/keyword/${first.id}`, {
      keyword: '버즈 프로',
      excludes: ['케이스', '필름'],
      enabled: false,
    });
    expect(same.statusCode, same.body).toBe(200);
    await addRule(bob, { keyword: '버즈 프로', excludes: ['케이스', '필름'] });
  });

  it('refuse bad fields with Korean 400s', async () => {
    const cases: [object, string][] = [
      [{ keyword: '버' }, messages.alert.keywordLength],
      [{ keyword: '가'.repeat(21) }, messages.alert.keywordLength],
      [{ keyword: '1+1' }, messages.alert.keywordChars],
      [{ keyword: '버즈', excludes: ['가'.repeat(21)] }, messages.alert.excludeLength],
      [
        { keyword: '버즈', excludes: Array.from({ length: 11 }, (_, i) => `제외${i}`) },
        messages.alert.excludesTooMany,
      ],
      [{ keyword: '버즈', maxPrice: -1 }, messages.alert.maxPrice],
      [{ keyword: '버즈', sources: ['GMARKET'] }, messages.alert.sources],
    ];
    for (const [body, message] of cases) {
      expectError(await call(alice, 'POST', '/v1/alert/keyword', body), 400, message);
    }
    expect((await call(alice, 'GET', '/v1/alert/keyword')).json()).toEqual({ content: [] });
  });

  it("are another member's 404 to change or delete, and need a login", async () => {
    const rule = await addRule(alice, { keyword: '에어팟' });
    expectError(
      await call(bob, 'PUT', `/v1/alert/keyword/${rule.id}`, { keyword: '에어팟' }),
      404,
      messages.alert.notFound,
    );
    expectError(
      await call(bob, 'DELETE', `/v1/alert/keyword/${rule.id}`),
      404,
      messages.alert.notFound,
    );
    expectError(
      await call(alice, 'DELETE', '/v1/alert/keyword/999999'),
      404,
      messages.alert.notFound,
    );
    expect((await call(alice, 'GET', '/v1/alert/keyword')).json()).toMatchObject({
      content: [{ id: rule.id, keyword: '에어팟' }],
    });
    expect((await call(null, 'GET', '/v1/alert/keyword')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/v1/alert/keyword', { keyword: '버즈' })).statusCode).toBe(
      401,
    );
  });
});

describe('alert settings', () => {
  it('start with quiet hours off (23:00–07:00) and follow-ups on, and are replaced', async () => {
    expect((await call(alice, 'GET', '/v1/alert/settings')).json()).toEqual({
      quietStart: '23:00',
      quietEnd: '07:00',
      quietEnabled: false,
      followUps: true,
    });
    const settings = {
      quietStart: '22:30',
      quietEnd: '06:00',
      quietEnabled: true,
      followUps: false,
    };
    const put = await call(alice, 'PUT', '/v1/alert/settings', settings);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual(settings);
    expect((await call(alice, 'GET', '/v1/alert/settings')).json()).toEqual(settings);
    expect((await call(bob, 'GET', '/v1/alert/settings')).json()).toMatchObject({
      quietEnabled: false,
    });
  });

  it('refuse a malformed time with a Korean 400', async () => {
    for (const time of ['25:00', '7:00', '12:60', '']) {
      expectError(
        await call(alice, 'PUT', '/v1/alert/settings', {
          quietStart: time,
          quietEnd: '07:00',
          quietEnabled: true,
          followUps: true,
        }),
        400,
        messages.alert.time,
      );
    }
  });
});

describe('the rule preview', () => {
  const preview = (member: Member | null, query: string) =>
    call(member, 'GET', `/v1/alert/keyword/preview?${query}`);
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

  it('counts the open deals of the last 7 days the rule matches, newest three first', async () => {
    const match = async (name: string, price: number, days: number) =>
      (await createDeal(ctx.db, { name, price, created_at: daysAgo(days) })).id;
    const oldest = await match('갤럭시 버즈2', 99_000, 6);
    const older = await match('버즈 3 프로 화이트', 189_000, 3);
    const newer = await match('Galaxy 버즈3프로 블랙', 199_000, 2);
    const newest = await match('버즈3 프로 리퍼', 150_000, 1);
    await match('버즈3 프로 케이스', 19_000, 1);
    await match('버즈3 프로 256GB 번들', 249_000, 1);
    await match('버즈3 프로 지난주', 120_000, 8);
    await createDeal(ctx.db, {
      name: '버즈3 프로 종료',
      price: 120_000,
      ended_at: daysAgo(0),
    });
    await createDeal(ctx.db, { name: '버즈3 프로 골드박스', source: 'COUPANG_GOLD_BOX' });
    await createDeal(ctx.db, { name: '버즈 3프로 유료배송', is_free_shipping: false });

    const reply = await preview(
      alice,
      'keyword=버즈3프로&excludes=케이스&excludes=번들&maxPrice=200000&sources=AKKYEO&sources=COUPANG&freeShippingOnly=true',
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      count: 3,
      more: false,
      items: [
        { id: newest, name: '버즈3 프로 리퍼', price: 150_000 },
        { id: newer, name: 'Galaxy 버즈3프로 블랙', price: 199_000 },
        { id: older, name: '버즈 3 프로 화이트', price: 189_000 },
      ],
    });

    const all = (await preview(alice, 'keyword=버즈')).json<{ count: number }>();
    expect(all.count).toBe(8);
    const single = (
      await preview(alice, 'keyword=버즈&excludes=프로&freeShippingOnly=true')
    ).json<AlertPreview>();
    expect(single).toMatchObject({ count: 1, items: [{ id: oldest }] });
    const goldBox = (
      await preview(alice, 'keyword=ㅂㅈ&sources=COUPANG_GOLD_BOX&maxPrice=')
    ).json<AlertPreview>();
    expect(goldBox).toMatchObject({ count: 1, items: [{ name: '버즈3 프로 골드박스' }] });
  });

  it('validates the conditions as a rule is validated, and needs a login', async () => {
    expectError(await preview(alice, 'keyword=버'), 400, messages.alert.keywordLength);
    expectError(await preview(alice, 'keyword=버즈!'), 400, messages.alert.keywordChars);
    expectError(
      await preview(alice, `keyword=버즈&excludes=${'가'.repeat(21)}`),
      400,
      messages.alert.excludeLength,
    );
    expectError(
      await preview(
        alice,
        `keyword=버즈&${Array.from({ length: 11 }, (_, i) => `excludes=제외${i}`).join('&')}`,
      ),
      400,
      messages.alert.excludesTooMany,
    );
    for (const price of ['-1', 'abc', '1.5']) {
      expectError(
        await preview(alice, `keyword=버즈&maxPrice=${price}`),
        400,
        messages.alert.maxPrice,
      );
    }
    expectError(await preview(alice, 'keyword=버즈&sources=GMARKET'), 400, messages.alert.sources);
    expectError(
      await preview(alice, 'keyword=버즈&freeShippingOnly=yes'),
      400,
      messages.alert.freeShippingOnly,
    );
    expect((await preview(null, 'keyword=버즈')).statusCode).toBe(401);
  });
});
