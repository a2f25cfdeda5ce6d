import { messages, notificationListResponseSchema, type NotificationItem } from '@akkyeo/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import { createJobRunner, type JobRunner } from '../src/jobs/runner';
import { createOutbound } from '../src/lib/outbound';
import { registerAlertJobs } from '../src/modules/alert/jobs';
import type { MatchReport } from '../src/modules/alert/deps';
import { createDomainEvents } from '../src/events/bus';
import { createAlertService } from '../src/modules/alert/service';
import { createCoupangClient } from '../src/modules/partner/coupang-client';
import { runGoldBoxImport } from '../src/modules/partner/goldbox-import';
import { queueNotificationPushes } from '../src/modules/push/queue';
import { createMember } from './helpers/factories';
import { injectAs } from './helpers/auth-session';
import { withTestApp } from './helpers/test-app';
import { createTestServices, goldBoxImportHooks } from './helpers/test-services';
import {
  coupangStubConfig,
  startCoupangStub,
  STUB_KEYS,
  type CoupangStub,
} from './stubs/coupang-stub';

let stub: CoupangStub;
let manager: Member;
let alice: Member;
let bob: Member;
let carol: Member;
let dave: Member;
/** The clock the alert jobs read quiet hours with. */
let clock = new Date();
let runner: JobRunner;
const reports: MatchReport[] = [];
const silent = { info() {}, warn() {}, error() {}, debug() {} };

const call = (member: Member, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  injectAs(ctx.app, member, method, url, payload);

async function addRule(member: Member, rule: object): Promise<void> {
  const reply = await call(member, 'POST', '/v1/alert/keyword', rule);
  expect(reply.statusCode, reply.body).toBe(201);
}

async function postDeal(name: string, price: number, isFreeShipping = true): Promise<number> {
  const reply = await call(manager, 'POST', '/v1/feed', {
    url: `https://www.11st.co.kr/products/${Math.floor(Math.random() * 1e9)}`,
    name,
    price,
    isFreeShipping,
    content: '<p>특가</p>',
    containImage: false,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<{ id: number }>().id;
}

async function notificationsOf(member: Member): Promise<NotificationItem[]> {
  const reply = await call(member, 'GET', '/v1/notification/?size=50');
  return notificationListResponseSchema.parse(reply.json()).content;
}

const jobsOf = (queue: string) =>
  ctx.db.selectFrom('job').selectAll().where('queue', '=', queue).orderBy('id').execute();

async function subscribe(member: Member): Promise<number> {
  const { id } = await ctx.db
    .insertInto('push_subscription')
    .values({
      member_id: member.id,
      endpoint: `https://push.example.com/${member.id}`,
      p256dh: 'p256dh',
      auth: 'auth',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

beforeAll(async () => {
  stub = await startCoupangStub();
});

const ctx = withTestApp(() => ({ config: { coupang: coupangStubConfig(stub.url) } }));

beforeAll(async () => {
  manager = await createMember(ctx.db, { nickname: '매니저', role: 'ROLE_MANAGER' });
  alice = await createMember(ctx.db, { nickname: '앨리스' });
  bob = await createMember(ctx.db, { nickname: '밥', notify_new_deals: false });
  carol = await createMember(ctx.db, { nickname: '캐럴' });
  dave = await createMember(ctx.db, { nickname: '데이브' });

  const services = createTestServices(ctx.database);
  const alerts = createAlertService({
    db: ctx.db,
    events: createDomainEvents(),
    deals: services.feed,
    notifications: services.notifications,
    bookmarks: services.bookmarks,
    now: () => clock,
  });
  runner = createJobRunner({ db: ctx.db, logger: silent });
  registerAlertJobs(runner, {
    alerts: {
      ...alerts,
      matchDeals: async (payload) => {
        const report = await alerts.matchDeals(payload);
        reports.push(report);
        return report;
      },
    },
    logger: silent,
  });
});
afterAll(async () => {
  await stub.close();
});
beforeEach(async () => {
  clock = new Date();
  reports.length = 0;
  for (const table of [
    'alert_rule',
    'alert_settings',
    'notification',
    'job',
    'push_subscription',
  ] as const) {
    await ctx.db.deleteFrom(table).execute();
  }
});

describe('keyword alerts on a posted deal', () => {
  it('match in the job queue: excluded, too expensive and wrong-source deals stay quiet; two rules give one notification', async () => {
    await addRule(alice, { keyword: '버즈', excludes: ['케이스'], maxPrice: 200_000 });
    await addRule(bob, { keyword: '버즈3프로' });
    await addRule(bob, { keyword: '갤럭시' });
    await addRule(carol, { keyword: '버즈', excludes: ['케이스'], maxPrice: 150_000 });
    await addRule(dave, { keyword: '버즈', sources: ['COUPANG_GOLD_BOX'] });
    await addRule(dave, { keyword: '갤럭시', enabled: false });
    await subscribe(alice);

    const caseDeal = await postDeal('갤럭시 버즈3 케이스', 9_900);
    const budsDeal = await postDeal('갤럭시 버즈 3 프로', 199_000);
    expect(await jobsOf('push.fanout')).toEqual([]);
    expect(await notificationsOf(bob)).toEqual([]);

    expect(await runner.runDue()).toBe(2);

    const alerts = (member: Member) =>
      notificationsOf(member).then((list) => list.filter((n) => n.type === 'KEYWORD_ALERT'));
    expect(await alerts(alice)).toEqual([
      expect.objectContaining({
        title: "'버즈' 새 핫딜",
        message: '갤럭시 버즈 3 프로 199,000원',
        link: `/f/about/${budsDeal}`,
        isRead: false,
      }),
    ]);
    // Both of bob's rules match the earphones: one notification, named by his older rule.
    expect(await alerts(bob)).toMatchObject([
      { title: "'버즈3프로' 새 핫딜", link: `/f/about/${budsDeal}` },
      { title: "'갤럭시' 새 핫딜", link: `/f/about/${caseDeal}` },
    ]);
    expect(await alerts(carol)).toEqual([]);
    expect(await alerts(dave)).toEqual([]);

    // The keyword alert replaces alice's new-deal notice of that deal; the excluded one stays a new-deal notice.
    const aliceAll = await notificationsOf(alice);
    expect(aliceAll.map((n) => [n.type, n.link])).toEqual([
      ['KEYWORD_ALERT', `/f/about/${budsDeal}`],
      ['NEW_DEAL', `/f/about/${caseDeal}`],
    ]);
    expect((await notificationsOf(carol)).map((n) => n.type)).toEqual(['NEW_DEAL', 'NEW_DEAL']);

    const deliveries = await jobsOf('push.deliver');
    expect(deliveries.map((job) => job.payload)).toEqual([
      expect.objectContaining({
        type: 'KEYWORD_ALERT',
        title: "'버즈' 새 핫딜",
        body: '갤럭시 버즈 3 프로 199,000원',
        url: `/f/about/${budsDeal}`,
      }),
    ]);
    expect((await jobsOf('push.fanout')).map((job) => job.payload)).toEqual([
      { dealId: caseDeal },
      { dealId: budsDeal },
    ]);
    // The fan-out pushes the new-deal notices left: none to alice about the deal she was alerted of.
    await queueNotificationPushes(ctx.db, { dealId: budsDeal, type: 'NEW_DEAL' });
    expect(await jobsOf('push.deliver')).toHaveLength(1);

    // Rules read per deal: alice, carol and bob's 갤럭시 for the case (bob's 버즈3프로 lacks its
    // grams); alice and bob's two for the earphones (carol's price, dave's source and his disabled
    // rule are never read).
    expect(reports.map((report) => report.candidates)).toEqual([3, 3]);

    // A job run again writes nothing twice.
    const [job] = await jobsOf('alert.match');
    await ctx.db
      .updateTable('job')
      .set({ completed_at: null, run_at: sql<Date>`now()` })
      .where('id', '=', job!.id)
      .execute();
    await runner.runDue();
    expect(await alerts(bob)).toHaveLength(2);
  });

  it('match by 초성 and ignore case and full-width letters; free-shipping-only rules skip paid shipping', async () => {
    await addRule(alice, { keyword: 'ㅂㄱㄴ' });
    await addRule(bob, { keyword: 'airpods', freeShippingOnly: true });
    const basket = await postDeal('고성능 세탁 바구니', 12_000);
    await postDeal('Apple ＡｉｒＰｏｄｓ Pro', 300_000, false);
    const paid = await runner.runDue();
    expect(paid).toBe(2);
    expect(await notificationsOf(alice)).toMatchObject([
      { type: 'KEYWORD_ALERT', title: "'ㅂㄱㄴ' 새 핫딜", link: `/f/about/${basket}` },
      { type: 'NEW_DEAL' },
    ]);
    expect(await notificationsOf(bob)).toEqual([]);
  });

  it('leave the poster alone', async () => {
    await addRule(manager, { keyword: '청소기' });
    await postDeal('무선 청소기', 159_000);
    await runner.runDue();
    expect(await notificationsOf(manager)).toEqual([]);
  });
});

describe('a price drop', () => {
  it('alerts the rules the deal now meets and follows up with its bookmarkers', async () => {
    await addRule(alice, { keyword: '버즈', maxPrice: 150_000 });
    const deal = await postDeal('버즈 프로', 199_000);
    expect((await call(carol, 'POST', `/v1/feed/${deal}/bookmark`)).statusCode).toBe(200);
    expect((await call(dave, 'POST', `/v1/feed/${deal}/bookmark`)).statusCode).toBe(200);
    const off = { quietStart: '23:00', quietEnd: '07:00', quietEnabled: false, followUps: false };
    expect((await call(dave, 'PUT', '/v1/alert/settings', off)).statusCode).toBe(200);
    await runner.runDue();
    expect((await notificationsOf(alice)).map((n) => n.type)).toEqual(['NEW_DEAL']);

    const edit = (price: number) =>
      call(manager, 'PUT', '/v1/feed', {
        feedId: deal,
        name: '버즈 프로',
        price,
        isFreeShipping: true,
        content: '<p>특가</p>',
      });
    expect((await edit(209_000)).statusCode).toBe(200);
    expect(await jobsOf('alert.price-drop')).toEqual([]);
    expect((await edit(149_000)).statusCode).toBe(200);
    expect(await runner.runDue()).toBe(1);

    expect(await notificationsOf(alice)).toMatchObject([
      { type: 'KEYWORD_ALERT', title: "'버즈' 새 핫딜", message: '버즈 프로 149,000원' },
    ]);
    expect(await notificationsOf(carol)).toMatchObject([
      {
        type: 'PRICE_DROP',
        title: messages.alert.priceDropTitle,
        message: '버즈 프로: 209,000원 → 149,000원',
        link: `/f/about/${deal}`,
      },
      { type: 'NEW_DEAL' },
    ]);
    expect((await notificationsOf(dave)).map((n) => n.type)).toEqual(['NEW_DEAL']);
  });
});

describe('quiet hours', () => {
  it('hold the pushes of matches in the window and send one summary at its end', async () => {
    const settings = {
      quietStart: '23:00',
      quietEnd: '07:00',
      quietEnabled: true,
      followUps: true,
    };
    expect((await call(alice, 'PUT', '/v1/alert/settings', settings)).statusCode).toBe(200);
    await addRule(alice, { keyword: '버즈' });
    await addRule(bob, { keyword: '버즈' });
    await subscribe(alice);
    await subscribe(bob);
    const kstDay = new Date(Date.now() + (9 + 48) * 3_600_000).toISOString().slice(0, 10);
    clock = new Date(`${kstDay}T02:00:00+09:00`);

    await postDeal('갤럭시 버즈3', 150_000);
    await postDeal('버즈 FE', 79_000);
    await postDeal('버즈 프로 케이스', 9_900);
    await runner.runDue();

    expect((await notificationsOf(alice)).filter((n) => n.type === 'KEYWORD_ALERT')).toHaveLength(
      3,
    );
    const deliveries = await jobsOf('push.deliver');
    expect(deliveries).toHaveLength(3);
    expect(
      deliveries.every((job) => (job.payload as { title: string }).title === "'버즈' 새 핫딜"),
    );
    const summaries = await jobsOf('alert.quiet-summary');
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.run_at).toEqual(new Date(`${kstDay}T07:00:00+09:00`));
    expect(summaries[0]!.completed_at).toBeNull();

    // 07:00 comes.
    await ctx.db
      .updateTable('job')
      .set({ run_at: sql<Date>`now()` })
      .where('id', '=', summaries[0]!.id)
      .execute();
    expect(await runner.runDue()).toBe(1);
    const summary = (await jobsOf('push.deliver')).slice(3);
    expect(summary.map((job) => job.payload)).toEqual([
      expect.objectContaining({
        title: messages.alert.quietSummaryTitle(3),
        body: '갤럭시 버즈3 외 2건',
        url: '/noti',
      }),
    ]);
  });
});

describe('keyword alerts on a gold-box import', () => {
  it('match the imported deals, one job for the import', async () => {
    await addRule(alice, { keyword: '골드박스 상품 9101', sources: ['COUPANG_GOLD_BOX'] });
    await addRule(bob, { keyword: '골드박스', maxPrice: 10_000 });
    stub.goldBox = [stub.product(9_101), stub.product(9_102)];
    const client = createCoupangClient({
      keys: STUB_KEYS,
      baseUrl: stub.url,
      budget: { take: async () => {}, pause: async () => {} },
      outbound: createOutbound(),
    });
    const summary = await runGoldBoxImport({
      db: ctx.db,
      client,
      logger: silent,
      ...goldBoxImportHooks(ctx.database),
    });
    expect(summary).toMatchObject({ status: 'done', created: 2 });
    expect(await runner.runDue()).toBe(1);
    expect(await notificationsOf(alice)).toMatchObject([
      { type: 'KEYWORD_ALERT', message: '골드박스 상품 9101 19,101원' },
      { type: 'NEW_DEAL', link: '/' },
    ]);
    expect(await notificationsOf(bob)).toEqual([]);
    expect(await jobsOf('push.fanout')).toHaveLength(1);
  });
});
