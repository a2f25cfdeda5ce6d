import { messages, type AlertRule } from '@akkyeo/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/database';
import type { Member } from '../src/db/types';
import { signAccessToken } from '../src/modules/auth/tokens';
import { createMember } from './helpers/factories';
import { createTestApp } from './helpers/test-app';
import { TEST_JWT_SECRET } from './helpers/test-config';
import { createTestDatabase } from './helpers/test-database';

let database: Database;
let app: App;
let alice: Member;
let bob: Member;

async function call(
  member: Member | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const headers: Record<string, string> = {};
  if (member) {
    headers['x-auth-token'] = await signAccessToken(
      { jwtSecret: TEST_JWT_SECRET },
      { memberId: member.id, roles: [member.role], nickname: member.nickname },
    );
  }
  return app.inject({ method, url, headers, payload });
}

async function addRule(member: Member, rule: object): Promise<AlertRule> {
  const reply = await call(member, 'POST', '/v1/alert/keyword', rule);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<AlertRule>();
}

function expectError(reply: Awaited<ReturnType<typeof call>>, status: number, message: string) {
  expect(reply.statusCode, reply.body).toBe(status);
  expect(reply.json()).toMatchObject({ status, message });
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app } = await createTestApp(database));
  alice = await createMember(database.db);
  bob = await createMember(database.db);
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.deleteFrom('alert_rule').execute();
  await database.db.deleteFrom('alert_settings').execute();
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
