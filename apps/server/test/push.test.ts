import { pushKeyResponseSchema } from '@akkyeo/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import { createJobRunner, type JobRunner } from '../src/jobs/runner';
import { createOutbound, type Outbound } from '../src/lib/outbound';
import { signAccessToken } from '../src/modules/auth/tokens';
import { registerAlertJobs } from '../src/modules/alert/jobs';
import { registerPushJobs, type PushDeliveryDeps } from '../src/modules/push/delivery';
import { createPushService } from '../src/modules/push/service';
import { createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { TEST_JWT_SECRET } from './helpers/test-config';
import { createTestServices } from './helpers/test-services';
import { fakeLookup } from './link-preview-fixtures';
import {
  createSubscriber,
  startPushReceiver,
  type PushReceiver,
  type Subscriber,
} from './stubs/push-receiver';

let receiver: PushReceiver;
let alice: Member;
let bob: Member;
let manager: Member;
const silent = { info() {}, warn() {}, error() {}, debug() {} };

const tokenOf = (member: Member) =>
  signAccessToken(
    { jwtSecret: TEST_JWT_SECRET },
    { memberId: member.id, roles: [member.role], nickname: member.nickname },
  );

async function call(member: Member | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const headers = member ? { 'x-auth-token': await tokenOf(member) } : {};
  return ctx.app.inject({ method, url, headers, payload });
}

/** The local receiver listens on loopback, which only tests may let through the SSRF guard. */
const toReceiver: Outbound = createOutbound({ allowLoopback: true });

function newRunner(outbound = toReceiver, logger: PushDeliveryDeps['logger'] = silent): JobRunner {
  const runner = createJobRunner({ db: ctx.db, logger: silent, retryDelayMs: () => 60_000 });
  registerPushJobs(
    runner,
    createPushService({ db: ctx.db, config: ctx.config.push, logger, outbound }),
  );
  return runner;
}

/** What the feed reports when the manager posts `deal`: its new-deal notifications. */
async function managerPosted(deal: { id: number; name: string; price: number }): Promise<void> {
  await ctx.db.transaction().execute((trx) =>
    createTestServices(ctx.database).events.emit(trx, 'deal.posted', {
      dealId: deal.id,
      authorId: manager.id,
      name: deal.name,
      price: deal.price,
    }),
  );
}

/** A subscription of `member` at the local receiver (stored directly: its endpoint is http). */
async function subscribeAtReceiver(
  member: Member,
  name: string,
): Promise<{ id: number; subscriber: Subscriber }> {
  const subscriber = createSubscriber();
  receiver.subscribe(name, subscriber);
  const { id } = await ctx.db
    .insertInto('push_subscription')
    .values({
      member_id: member.id,
      endpoint: receiver.endpoint(name),
      p256dh: subscriber.p256dh,
      auth: subscriber.auth,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, subscriber };
}

const subscriptionExists = async (id: number) =>
  (await ctx.db
    .selectFrom('push_subscription')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst()) !== undefined;

const makeDue = () =>
  ctx.db
    .updateTable('job')
    .set({ run_at: new Date(Date.now() - 1_000) })
    .execute();

const ctx = withTestApp();

beforeAll(async () => {
  receiver = await startPushReceiver();
  alice = await createMember(ctx.db, { nickname: '앨리스' });
  bob = await createMember(ctx.db, { nickname: '밥' });
  manager = await createMember(ctx.db, { nickname: '매니저', role: 'ROLE_MANAGER' });
});
afterAll(async () => {
  await receiver.close();
});
beforeEach(async () => {
  await ctx.db.deleteFrom('job').execute();
  await ctx.db.deleteFrom('push_subscription').execute();
  receiver.received.length = 0;
  receiver.rejected.length = 0;
});

describe('push key and subscriptions', () => {
  it('serves the VAPID public key from the configuration (generated into DATA_DIR)', async () => {
    const reply = pushKeyResponseSchema.parse((await call(null, 'GET', '/v1/push/key')).json());
    expect(reply.publicKey).toBe(ctx.config.push.vapidPublicKey);
    expect(Buffer.from(reply.publicKey, 'base64url')).toHaveLength(65);
  });

  it('stores the caller’s subscription whatever memberId the body names, upserting by endpoint', async () => {
    const subscriber = createSubscriber();
    const body = {
      endpoint: 'https://push.example.com/send/abc',
      p256dh: subscriber.p256dh,
      auth: subscriber.auth,
      contentEncoding: 'aes128gcm',
      memberId: bob.id,
    };
    const first = await call(alice, 'POST', '/v1/push/subscribe', body);
    expect(first.statusCode).toBe(200);
    const { id } = first.json<{ id: number }>();
    const stored = await ctx.db
      .selectFrom('push_subscription')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      member_id: alice.id,
      endpoint: body.endpoint,
      content_encoding: 'aes128gcm',
    });

    const renewed = createSubscriber();
    const again = await call(bob, 'POST', '/v1/push/subscribe', {
      ...body,
      p256dh: renewed.p256dh,
      memberId: alice.id,
    });
    expect(again.json()).toEqual({ id });
    const rows = await ctx.db.selectFrom('push_subscription').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ member_id: bob.id, p256dh: renewed.p256dh });
  });

  it('refuses other encodings, bad keys, non-public endpoints and anonymous callers', async () => {
    const subscriber = createSubscriber();
    const valid = {
      endpoint: 'https://push.example.com/send/x',
      p256dh: subscriber.p256dh,
      auth: subscriber.auth,
      contentEncoding: 'aes128gcm',
    };
    const cases = [
      { ...valid, contentEncoding: 'aesgcm' },
      { ...valid, p256dh: 'short' },
      { ...valid, auth: `${subscriber.auth}xx` },
      { ...valid, endpoint: 'http://push.example.com/send/x' },
      { ...valid, endpoint: 'https://127.0.0.1/send/x' },
      { ...valid, endpoint: 'https://localhost/send/x' },
      { ...valid, endpoint: 'https://[::1]/send/x' },
    ];
    for (const body of cases) {
      const reply = await call(alice, 'POST', '/v1/push/subscribe', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    expect((await call(null, 'POST', '/v1/push/subscribe', valid)).statusCode).toBe(401);
    expect(await ctx.db.selectFrom('push_subscription').selectAll().execute()).toHaveLength(0);
  });
});

describe('push delivery', () => {
  it('delivers the aes128gcm-encrypted payload with a valid VAPID JWT, TTL and urgency', async () => {
    const { id } = await subscribeAtReceiver(alice, 'alice');
    const sent = await call(alice, 'POST', `/v1/push/test-send?id=${id}`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ queued: true });

    expect(await newRunner().runDue()).toBe(1);
    expect(receiver.rejected).toEqual([]);
    expect(receiver.received).toHaveLength(1);
    const [push] = receiver.received;
    expect(push!.payload).toEqual({
      title: '테스트 알림',
      body: '푸시 알림이 정상적으로 도착했습니다.',
      url: '/noti',
    });
    expect(push!.contentEncoding).toBe('aes128gcm');
    expect(push!.ttl).toBe('300');
    expect(push!.urgency).toBe('high');
    expect(push!.vapid).toMatchObject({
      publicKey: ctx.config.push.vapidPublicKey,
      audience: receiver.origin,
      subject: ctx.config.push.subject,
    });
    expect(push!.vapid.expiresIn).toBeGreaterThan(0);
    expect(push!.vapid.expiresIn).toBeLessThanOrEqual(24 * 3600);
    const row = await ctx.db
      .selectFrom('push_subscription')
      .select('last_success_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.last_success_at).toBeInstanceOf(Date);
  });

  it('lets only the owner, a manager or an admin test-send', async () => {
    const { id } = await subscribeAtReceiver(alice, 'alice-2');
    const foreign = await call(bob, 'POST', `/v1/push/test-send?id=${id}`);
    expect(foreign.statusCode).toBe(403);
    expect((await call(manager, 'POST', `/v1/push/test-send?id=${id}`)).statusCode).toBe(200);
    const missing = await call(alice, 'POST', '/v1/push/test-send?id=987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: '구독 정보를 찾을 수 없습니다.' });
    expect((await call(alice, 'POST', '/v1/push/test-send')).statusCode).toBe(400);
    expect((await call(null, 'POST', `/v1/push/test-send?id=${id}`)).statusCode).toBe(401);
  });

  it('deletes the subscription when the push service answers 410 (or 404)', async () => {
    const gone = await subscribeAtReceiver(alice, 'gone');
    const missing = await subscribeAtReceiver(alice, 'missing');
    receiver.respondWith('gone', 410);
    receiver.respondWith('missing', 404);
    await call(alice, 'POST', `/v1/push/test-send?id=${gone.id}`);
    await call(alice, 'POST', `/v1/push/test-send?id=${missing.id}`);
    expect(await newRunner().runDue()).toBe(2);
    expect(await subscriptionExists(gone.id)).toBe(false);
    expect(await subscriptionExists(missing.id)).toBe(false);
    const jobs = await ctx.db.selectFrom('job').selectAll().execute();
    expect(jobs.every((job) => job.completed_at !== null)).toBe(true);
  });

  it('never contacts an endpoint whose host resolves to a private or loopback address (DNS rebinding): deletes it and logs', async () => {
    const warnings: unknown[] = [];
    const logger = { ...silent, warn: (entry: unknown) => void warnings.push(entry) };
    const lookup = fakeLookup({
      'push.rebound.test': ['127.0.0.1'],
      'push.private.test': ['203.0.113.9', '10.0.0.7'],
    });
    const port = new URL(receiver.origin).port;
    const sendVia = async (host: string, outbound: Outbound) => {
      const { id } = await subscribeAtReceiver(alice, host);
      await ctx.db
        .updateTable('push_subscription')
        .set({ endpoint: `http://${host}:${port}/push/${host}` })
        .where('id', '=', id)
        .execute();
      await call(alice, 'POST', `/v1/push/test-send?id=${id}`);
      expect(await newRunner(outbound, logger).runDue()).toBe(1);
      return id;
    };

    // Without the test-only loopback allowance, as in production.
    const rebound = await sendVia('push.rebound.test', createOutbound({ lookup }));
    // Even with it, a private address stays refused.
    const privateHost = await sendVia(
      'push.private.test',
      createOutbound({ allowLoopback: true, lookup }),
    );

    expect(receiver.received).toEqual([]);
    expect(await subscriptionExists(rebound)).toBe(false);
    expect(await subscriptionExists(privateHost)).toBe(false);
    expect(warnings).toEqual([
      expect.objectContaining({ subscriptionId: rebound, host: `push.rebound.test:${port}` }),
      expect.objectContaining({ subscriptionId: privateHost }),
    ]);
    const jobs = await ctx.db.selectFrom('job').selectAll().execute();
    expect(jobs.every((job) => job.completed_at !== null && job.failed_at === null)).toBe(true);
  });

  it('retries with backoff when the push service answers 5xx or 429, then delivers', async () => {
    const { id } = await subscribeAtReceiver(alice, 'flaky');
    receiver.respondWith('flaky', 503, 429);
    await call(alice, 'POST', `/v1/push/test-send?id=${id}`);
    const runner = newRunner();

    expect(await runner.runDue()).toBe(1);
    let [job] = await ctx.db.selectFrom('job').selectAll().execute();
    expect(job).toMatchObject({ attempts: 1, completed_at: null, failed_at: null });
    expect(job!.last_error).toContain('503');
    expect(job!.run_at.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await runner.runDue()).toBe(0);

    await makeDue();
    expect(await runner.runDue()).toBe(1);
    [job] = await ctx.db.selectFrom('job').selectAll().execute();
    expect(job).toMatchObject({ attempts: 2, completed_at: null });
    expect(job!.last_error).toContain('429');

    await makeDue();
    expect(await runner.runDue()).toBe(1);
    [job] = await ctx.db.selectFrom('job').selectAll().execute();
    expect(job!.completed_at).toBeInstanceOf(Date);
    expect(receiver.received).toHaveLength(1);
    expect(await subscriptionExists(id)).toBe(true);
  });

  it('pushes a keyword alert, opening the deal, instead of the new-deal notice', async () => {
    await subscribeAtReceiver(bob, 'bob-alert');
    const added = await call(bob, 'POST', '/v1/alert/keyword', { keyword: '에어팟' });
    expect(added.statusCode, added.body).toBe(201);
    const deal = await createDeal(ctx.db, { name: 'Apple 에어팟 프로 2', price: 279_000 });
    await managerPosted(deal);

    const runner = newRunner();
    registerAlertJobs(runner, { alerts: createTestServices(ctx.database).alerts, logger: silent });
    expect(await runner.runDue()).toBe(3);
    expect(receiver.received.map((push) => [push.path, push.payload])).toEqual([
      [
        '/push/bob-alert',
        {
          title: "'에어팟' 새 핫딜",
          body: 'Apple 에어팟 프로 2 279,000원',
          url: `/f/about/${deal.id}`,
        },
      ],
    ]);
  });

  it('fans a new deal out to every subscription of opted-in members, once each across instances', async () => {
    const a1 = await subscribeAtReceiver(alice, 'alice-phone');
    await subscribeAtReceiver(alice, 'alice-laptop');
    await subscribeAtReceiver(bob, 'bob-phone');
    await subscribeAtReceiver(manager, 'manager-phone');
    const deal = await createDeal(ctx.db, { name: '로봇청소기', price: 299_000 });
    await managerPosted(deal);

    const fanout = createJobRunner({ db: ctx.db, logger: silent });
    registerPushJobs(
      { register: (queue, handler) => queue === 'push.fanout' && fanout.register(queue, handler) },
      createPushService({
        db: ctx.db,
        config: ctx.config.push,
        logger: silent,
        outbound: toReceiver,
      }),
    );
    registerAlertJobs(fanout, { alerts: createTestServices(ctx.database).alerts, logger: silent });
    expect(await fanout.runDue()).toBe(2);
    const deliveries = await ctx.db
      .selectFrom('job')
      .selectAll()
      .where('queue', '=', 'push.deliver')
      .execute();
    expect(deliveries).toHaveLength(3);

    const instances = [newRunner(), newRunner(), newRunner()];
    const ran = await Promise.all(instances.map((runner) => runner.runDue()));
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(receiver.rejected).toEqual([]);
    const paths = receiver.received.map((push) => push.path).sort();
    expect(paths).toEqual(['/push/alice-laptop', '/push/alice-phone', '/push/bob-phone']);
    expect(receiver.received[0]!.payload).toEqual({
      title: '새로운 핫딜이 올라왔어요',
      body: '로봇청소기 299,000원',
      url: `/f/about/${deal.id}`,
    });
    expect(receiver.received[0]!.urgency).toBe('low');
    expect(receiver.received[0]!.ttl).toBe(String(24 * 3600));

    // A second fan-out of the same deal queues nothing new.
    await ctx.db
      .updateTable('job')
      .set({ completed_at: null, run_at: new Date(0) })
      .where('queue', '=', 'push.fanout')
      .execute();
    await instances[1]!.runDue();
    expect(receiver.received).toHaveLength(3);
    expect(await subscriptionExists(a1.id)).toBe(true);
  });
});
