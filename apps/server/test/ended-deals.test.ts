import {
  endedStateSchema,
  feedDetailSchema,
  feedListResponseSchema,
  messages,
  notificationListResponseSchema,
  type EndedState,
  type NotificationItem,
} from '@akkyeo/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import type { JobRunner } from '../src/jobs/runner';
import { injectorOf } from './helpers/auth-session';
import { createDeal, createMember, createMemberWithStanding } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { alertJobRunner } from './helpers/test-services';
import { coupangStubConfig, startCoupangStub, type CoupangStub } from './stubs/coupang-stub';

let stub: CoupangStub;
let runner: JobRunner;
let manager: Member;
let alice: Member;
let bob: Member;
let carol: Member;
let dave: Member;

const call = injectorOf(() => ctx.app);

async function report(member: Member, dealId: number): Promise<EndedState> {
  const reply = await call(member, 'POST', `/v1/feed/${dealId}/ended-report`);
  expect(reply.statusCode, reply.body).toBe(200);
  return endedStateSchema.parse(reply.json());
}

async function feedItem(dealId: number, query = '') {
  const reply = await call(null, 'GET', `/v1/feed/?size=50${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return feedListResponseSchema.parse(reply.json()).content.find((item) => item.id === dealId);
}

async function detail(member: Member | null, dealId: number) {
  const reply = await call(member, 'GET', `/v1/feed/${dealId}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return feedDetailSchema.parse(reply.json());
}

async function notificationsOf(member: Member): Promise<NotificationItem[]> {
  const reply = await call(member, 'GET', '/v1/notification/?size=50');
  return notificationListResponseSchema.parse(reply.json()).content;
}

async function bookmark(member: Member, dealId: number): Promise<void> {
  const reply = await call(member, 'POST', `/v1/feed/${dealId}/bookmark`);
  expect(reply.statusCode, reply.body).toBe(200);
}

async function followUps(member: Member, on: boolean): Promise<void> {
  const reply = await call(member, 'PUT', '/v1/alert/settings', {
    quietStart: '23:00',
    quietEnd: '07:00',
    quietEnabled: false,
    followUps: on,
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

async function importGoldBox(): Promise<void> {
  const reply = await call(manager, 'POST', '/v1/admin/partner/import');
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.json()).toMatchObject({ status: 'done' });
}

const jobsOf = (queue: string) =>
  ctx.db.selectFrom('job').selectAll().where('queue', '=', queue).orderBy('id').execute();

const goldBoxDealId = async (productId: number) =>
  (
    await ctx.db
      .selectFrom('deal')
      .select('id')
      .where('source', '=', 'COUPANG_GOLD_BOX')
      .where('external_id', '=', String(productId))
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  stub = await startCoupangStub();
});

const ctx = withTestApp(() => ({ config: { coupang: coupangStubConfig(stub.url) } }));

beforeAll(async () => {
  manager = await createMember(ctx.db, { nickname: '매니저', role: 'ROLE_MANAGER' });
  alice = await createMemberWithStanding(ctx.db, { nickname: '앨리스' });
  bob = await createMemberWithStanding(ctx.db, { nickname: '밥' });
  carol = await createMemberWithStanding(ctx.db, { nickname: '캐럴' });
  dave = await createMemberWithStanding(ctx.db, { nickname: '데이브' });
  runner = alertJobRunner(ctx.database);
});
afterAll(async () => {
  await stub.close();
});
beforeEach(async () => {
  for (const table of ['alert_rule', 'alert_settings', 'notification', 'job'] as const) {
    await ctx.db.deleteFrom(table).execute();
  }
});

describe('종료됐어요 reports', () => {
  it('need a login; three distinct members with standing end the deal, a repeat changes nothing', async () => {
    const deal = await createDeal(ctx.db, { name: '에어팟 프로' });
    expect((await call(null, 'POST', `/v1/feed/${deal.id}/ended-report`)).statusCode).toBe(401);
    expect((await call(alice, 'POST', '/v1/feed/999999/ended-report')).statusCode).toBe(404);

    expect(await report(alice, deal.id)).toEqual({
      ended: false,
      endedAt: null,
      endedReports: 1,
      endedReported: true,
    });
    expect(await report(alice, deal.id)).toMatchObject({ ended: false, endedReports: 1 });
    expect(await detail(bob, deal.id)).toMatchObject({ endedReports: 1, endedReported: false });
    expect(await report(bob, deal.id)).toMatchObject({ ended: false, endedReports: 2 });
    expect(await feedItem(deal.id)).toMatchObject({ ended: false, endedAt: null });

    const ended = await report(carol, deal.id);
    expect(ended).toMatchObject({ ended: true, endedReports: 3, endedReported: true });
    expect(Date.parse(ended.endedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await feedItem(deal.id)).toMatchObject({ ended: true, endedAt: ended.endedAt });
    expect(await detail(null, deal.id)).toMatchObject({ ended: true, endedReports: 3 });

    // A fourth report on an ended deal records nothing and ends nothing again.
    expect(await report(dave, deal.id)).toMatchObject({
      ended: true,
      endedAt: ended.endedAt,
      endedReports: 3,
      endedReported: false,
    });
    expect(await jobsOf('alert.deal-ended')).toHaveLength(1);
  });

  it("end the deal at once when a manager reports; a manager reopens it (403 for members), which closes the reports and bars the reporters' next ones", async () => {
    const deal = await createDeal(ctx.db, { name: '닌텐도 스위치' });
    await report(alice, deal.id);
    // The manager's end closes the open reports (nothing left for the queue).
    expect(await report(manager, deal.id)).toMatchObject({ ended: true, endedReports: 0 });
    expect(
      await ctx.db
        .selectFrom('deal')
        .select('ended_by')
        .where('id', '=', deal.id)
        .executeTakeFirst(),
    ).toEqual({ ended_by: 'MANAGER' });

    const refused = await call(alice, 'DELETE', `/v1/feed/${deal.id}/ended`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: messages.errors.FORBIDDEN });
    expect((await call(null, 'DELETE', `/v1/feed/${deal.id}/ended`)).statusCode).toBe(401);
    expect((await call(manager, 'DELETE', '/v1/feed/999999/ended')).statusCode).toBe(404);
    expect(await detail(null, deal.id)).toMatchObject({ ended: true });

    const reopened = await call(manager, 'DELETE', `/v1/feed/${deal.id}/ended`);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toEqual({
      ended: false,
      endedAt: null,
      endedReports: 0,
      endedReported: false,
    });
    expect(await detail(alice, deal.id)).toMatchObject({
      ended: false,
      endedReports: 0,
      endedReported: false,
    });
    // Reports count again from nothing, but not Alice's: hers counted once already.
    expect(await report(alice, deal.id)).toMatchObject({
      ended: false,
      endedReports: 0,
      endedReported: true,
    });
    expect(await report(bob, deal.id)).toMatchObject({ ended: false, endedReports: 1 });
  });
});

describe('종료 딜 숨기기', () => {
  it('is a member setting, and the feed leaves ended deals out when asked, on every page shape', async () => {
    expect((await call(null, 'GET', '/v1/feed/settings')).statusCode).toBe(401);
    expect((await call(dave, 'GET', '/v1/feed/settings')).json()).toEqual({ hideEnded: false });
    const put = await call(dave, 'PUT', '/v1/feed/settings', { hideEnded: true });
    expect(put.statusCode, put.body).toBe(200);
    expect((await call(dave, 'GET', '/v1/feed/settings')).json()).toEqual({ hideEnded: true });
    expect((await call(alice, 'GET', '/v1/feed/settings')).json()).toEqual({ hideEnded: false });
    expect((await call(dave, 'PUT', '/v1/feed/settings', { hideEnded: 'yes' })).statusCode).toBe(
      400,
    );

    const open = await createDeal(ctx.db, { name: '숨김 시험 열린 딜' });
    const ended = await createDeal(ctx.db, {
      name: '숨김 시험 끝난 딜',
      ended_at: new Date(),
    });
    const ids = async (member: Member | null, query: string) => {
      const reply = await call(member, 'GET', `/v1/feed/?size=2${query}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return feedListResponseSchema.parse(reply.json()).content.map((item) => item.id);
    };
    expect(await ids(null, '')).toEqual([ended.id, open.id]);
    expect((await ids(null, '&hideEnded=true'))[0]).toBe(open.id);
    expect(await ids(dave, '&hideEnded=true')).not.toContain(ended.id);
    expect(await ids(null, '&hideEnded=true&keyword=숨김')).toEqual([open.id]);
    expect(await ids(null, '&hideEnded=false&keyword=숨김')).toEqual([ended.id, open.id]);
    expect((await call(null, 'GET', '/v1/feed/?hideEnded=maybe')).statusCode).toBe(400);
  });
});

describe('gold-box countdown', () => {
  it('gives open gold-box deals the next 07:30 KST and nothing to others', async () => {
    stub.goldBox = [stub.product(7_001)];
    await importGoldBox();
    const id = await goldBoxDealId(7_001);
    const item = await feedItem(id);
    const endsAt = new Date(item!.goldBoxEndsAt!);
    const left = endsAt.getTime() - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    expect(new Date(endsAt.getTime() + 9 * 3_600_000).toISOString().slice(11, 16)).toBe('07:30');
    expect((await detail(null, id)).goldBoxEndsAt).toBe(item!.goldBoxEndsAt);

    const own = await createDeal(ctx.db, { name: '직접 올린 딜' });
    expect((await feedItem(own.id))!.goldBoxEndsAt).toBeNull();
  });
});

describe('종료 follow-ups', () => {
  it('tell bookmarkers who keep follow-ups on when reports end a deal, through the job queue', async () => {
    const deal = await createDeal(ctx.db, { name: '다이슨 청소기' });
    await bookmark(alice, deal.id);
    await bookmark(bob, deal.id);
    await followUps(bob, false);
    for (const member of [carol, dave, manager]) {
      expect((await call(member, 'POST', `/v1/feed/${deal.id}/ended-report`)).statusCode).toBe(200);
    }
    // Written by the job, not by the request.
    expect(await notificationsOf(alice)).toEqual([]);
    expect(await runner.runDue()).toBe(1);
    expect(await notificationsOf(alice)).toMatchObject([
      {
        type: 'DEAL_ENDED',
        title: '관심 딜이 종료됐어요',
        message: messages.alert.endedMessage('다이슨 청소기'),
        link: `/f/about/${deal.id}`,
      },
    ]);
    expect(await notificationsOf(bob)).toEqual([]);
  });

  it("follow a manager's edit that ends the deal, and none once it was reopened before the job ran", async () => {
    const deal = await createDeal(ctx.db, { name: '갤럭시 탭', price: 500_000 });
    await bookmark(alice, deal.id);
    const edit = (ended: boolean) =>
      call(manager, 'PUT', '/v1/feed', {
        feedId: deal.id,
        name: '갤럭시 탭',
        price: 500_000,
        isFreeShipping: true,
        content: '',
        ended,
      });
    expect((await edit(true)).statusCode).toBe(200);
    expect(await detail(null, deal.id)).toMatchObject({ ended: true });
    expect(await runner.runDue()).toBe(1);
    expect(await notificationsOf(alice)).toMatchObject([{ type: 'DEAL_ENDED' }]);

    expect((await edit(false)).statusCode).toBe(200);
    expect(await detail(null, deal.id)).toMatchObject({ ended: false });
    await ctx.db.deleteFrom('notification').execute();
    expect((await edit(true)).statusCode).toBe(200);
    expect((await call(manager, 'DELETE', `/v1/feed/${deal.id}/ended`)).statusCode).toBe(200);
    expect(await runner.runDue()).toBe(1);
    expect(await notificationsOf(alice)).toEqual([]);
  });
});

describe('gold-box import changes', () => {
  it('end the deals that left the gold box and tell their bookmarkers; a lower price is followed up and matched again', async () => {
    stub.goldBox = [stub.product(8_001), stub.product(8_002, { productPrice: 39_900 })];
    await importGoldBox();
    const leaving = await goldBoxDealId(8_001);
    const cheaper = await goldBoxDealId(8_002);
    await runner.runDue();
    await bookmark(alice, leaving);
    await bookmark(alice, cheaper);
    await bookmark(carol, cheaper);
    // Bob's rule did not match at 39,900원; Dave's did, and he is not told twice.
    await call(bob, 'POST', '/v1/alert/keyword', { keyword: '골드박스 8002', maxPrice: 30_000 });
    await call(dave, 'POST', '/v1/alert/keyword', { keyword: '골드박스 8002' });
    await call(dave, 'POST', '/v1/alert/keyword', { keyword: '상품 8002' });
    await ctx.db.deleteFrom('notification').execute();
    await ctx.db.deleteFrom('job').execute();
    // Dave was alerted of it when it was imported.
    await ctx.db
      .insertInto('notification')
      .values({
        member_id: dave.id,
        type: 'KEYWORD_ALERT',
        title: "'골드박스 8002' 새 핫딜",
        message: '골드박스 상품 8002 39,900원',
        deal_id: cheaper,
      })
      .execute();

    stub.goldBox = [stub.product(8_002, { productPrice: 27_900 }), stub.product(8_003)];
    await importGoldBox();
    expect((await detail(null, leaving)).ended).toBe(true);
    expect((await jobsOf('alert.deal-ended')).map((job) => job.payload)).toEqual([
      { dealIds: [leaving] },
    ]);
    expect(await jobsOf('alert.price-drop')).toHaveLength(1);
    expect(await runner.runDue()).toBe(3);

    const aliceNotes = await notificationsOf(alice);
    expect(aliceNotes.map((n) => [n.type, n.title, n.message]).sort()).toEqual([
      ['DEAL_ENDED', '관심 딜이 종료됐어요', messages.alert.endedMessage('골드박스 상품 8001')],
      ['NEW_DEAL', messages.notification.newDealTitle, expect.any(String)],
      ['PRICE_DROP', '관심 딜 가격이 내렸어요', '골드박스 상품 8002: 39,900원 → 27,900원'],
    ]);
    expect(await notificationsOf(carol)).toContainEqual(
      expect.objectContaining({
        type: 'PRICE_DROP',
        message: '골드박스 상품 8002: 39,900원 → 27,900원',
      }),
    );
    expect(await notificationsOf(bob)).toContainEqual(
      expect.objectContaining({
        type: 'KEYWORD_ALERT',
        title: "'골드박스 8002' 새 핫딜",
        message: '골드박스 상품 8002 27,900원',
      }),
    );
    const daveAlerts = (await notificationsOf(dave)).filter((n) => n.type === 'KEYWORD_ALERT');
    expect(daveAlerts).toHaveLength(1);

    // The same price again changes nothing and follows nothing up.
    await importGoldBox();
    expect(await jobsOf('alert.price-drop')).toHaveLength(1);
    // A price rise is recorded but not followed up.
    stub.goldBox = [stub.product(8_002, { productPrice: 29_900 }), stub.product(8_003)];
    await importGoldBox();
    expect(await jobsOf('alert.price-drop')).toHaveLength(1);
    expect((await detail(null, cheaper)).price).toBe(29_900);
  });

  it('reopen a deal that comes back into the gold box, clearing its reports', async () => {
    stub.goldBox = [stub.product(8_101)];
    await importGoldBox();
    const id = await goldBoxDealId(8_101);
    await report(alice, id);
    stub.goldBox = [stub.product(8_102)];
    await importGoldBox();
    expect(await detail(null, id)).toMatchObject({ ended: true, endedReports: 1 });
    stub.goldBox = [stub.product(8_101), stub.product(8_102)];
    await importGoldBox();
    expect(await detail(alice, id)).toMatchObject({
      ended: false,
      endedReports: 0,
      endedReported: false,
    });
  });
});
