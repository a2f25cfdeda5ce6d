import { notificationListResponseSchema, type NotificationItem } from '@akkyeo/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { goldBoxImportHooks } from './helpers/test-services';
import { createOutbound } from '../src/lib/outbound';
import type { Member } from '../src/db/types';
import { createCoupangClient } from '../src/modules/partner/coupang-client';
import { runGoldBoxImport } from '../src/modules/partner/goldbox-import';
import { createBoard, createDeal, createMember } from './helpers/factories';
import { injectAs } from './helpers/auth-session';
import { withTestApp } from './helpers/test-app';
import {
  coupangStubConfig,
  startCoupangStub,
  STUB_KEYS,
  type CoupangStub,
} from './stubs/coupang-stub';

let stub: CoupangStub;
let alice: Member;
let bob: Member;
let manager: Member;
let optedOut: Member;
const silent = { info() {}, warn() {} };

const call = (member: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
  injectAs(ctx.app, member, method, url, payload);

async function notificationsOf(member: Member): Promise<NotificationItem[]> {
  const reply = await call(member, 'GET', '/v1/notification/?size=50');
  return notificationListResponseSchema.parse(reply.json()).content;
}

async function comment(
  member: Member,
  url: string,
  content: string,
  parentId: number | null = null,
) {
  const reply = await call(member, 'POST', url, { content, parentId });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<{ comment: { id: number } }>().comment.id;
}

const pushJobs = () =>
  ctx.db.selectFrom('job').selectAll().where('queue', 'like', 'push.%').execute();

beforeAll(async () => {
  stub = await startCoupangStub();
});

const ctx = withTestApp(() => ({ config: { coupang: coupangStubConfig(stub.url) } }));

beforeAll(async () => {
  alice = await createMember(ctx.db, { nickname: '앨리스' });
  bob = await createMember(ctx.db, { nickname: '밥' });
  manager = await createMember(ctx.db, { nickname: '매니저', role: 'ROLE_MANAGER' });
  optedOut = await createMember(ctx.db, { nickname: '조용', notify_new_deals: false });
});
afterAll(async () => {
  await stub.close();
});
beforeEach(async () => {
  await ctx.db.deleteFrom('notification').execute();
  await ctx.db.deleteFrom('job').execute();
});

describe('events make notifications in their own transaction', () => {
  it('a reply to my deal comment: a notification linking the deal at the reply, none for the replier', async () => {
    const deal = await createDeal(ctx.db);
    const url = `/v1/feed/${deal.id}/comment`;
    const mine = await comment(alice, url, '이거 싸네요');
    const reply = await comment(bob, url, '@앨리스 맞아요 역대가', mine);

    const [notice] = await notificationsOf(alice);
    expect(notice).toMatchObject({
      type: 'DEAL_COMMENT_REPLY',
      title: '내 댓글에 답글이 달렸어요',
      message: '밥: @앨리스 맞아요 역대가',
      link: `/f/about/${deal.id}?type=comment-${reply}`,
      isRead: false,
    });
    expect(await notificationsOf(bob)).toEqual([]);

    await comment(alice, url, '@앨리스 혼잣말', mine);
    expect(await notificationsOf(alice)).toHaveLength(1);
  });

  it('a comment on my board post, and a reply to my board comment', async () => {
    const post = await createBoard(ctx.db, { member_id: alice.id });
    const url = `/v1/board/${post.id}/comment`;
    const first = await comment(bob, url, '좋은 정보 감사합니다');
    expect(await notificationsOf(alice)).toMatchObject([
      {
        type: 'BOARD_COMMENT',
        title: '내 게시글에 새 댓글이 달렸어요',
        link: `/f/board/${post.id}?type=comment-${first}`,
      },
    ]);

    const reply = await comment(manager, url, '저도요', first);
    expect(await notificationsOf(bob)).toMatchObject([
      { type: 'BOARD_COMMENT_REPLY', link: `/f/board/${post.id}?type=comment-${reply}` },
    ]);
    expect(await notificationsOf(alice)).toHaveLength(2);
    expect(await notificationsOf(manager)).toEqual([]);
  });

  it('a deal posted by a manager reaches every opted-in member but the manager, with its keyword-alert match queued (the push fan-out follows it)', async () => {
    const reply = await call(manager, 'POST', '/v1/feed', {
      url: 'https://www.11st.co.kr/products/1234',
      name: '무선 청소기',
      price: 159_000,
      isFreeShipping: true,
      content: '<p>역대가</p>',
      containImage: false,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const { id } = reply.json<{ id: number }>();
    for (const member of [alice, bob]) {
      expect(await notificationsOf(member)).toMatchObject([
        { type: 'NEW_DEAL', message: '무선 청소기 159,000원', link: `/f/about/${id}` },
      ]);
    }
    expect(await notificationsOf(manager)).toEqual([]);
    expect(await notificationsOf(optedOut)).toEqual([]);
    expect(await pushJobs()).toEqual([]);
    const jobs = ctx.db.selectFrom('job').select(['queue', 'payload']).orderBy('id');
    expect(await jobs.execute()).toMatchObject([
      { queue: 'alert.match', payload: { dealIds: [id], authorId: manager.id, fanoutDealId: id } },
      { queue: 'share.image', payload: { dealId: id } },
    ]);
  });

  it('a partner import tells each opted-in member once about the new deals', async () => {
    stub.goldBox = [stub.product(9_001), stub.product(9_002)];
    const client = createCoupangClient({
      keys: STUB_KEYS,
      baseUrl: stub.url,
      budget: { take: async () => {}, pause: async () => {} },
      outbound: createOutbound(),
    });
    const importDeps = { db: ctx.db, client, logger: silent, ...goldBoxImportHooks(ctx.database) };
    const summary = await runGoldBoxImport(importDeps);
    expect(summary).toMatchObject({ status: 'done', created: 2 });
    const [notice, ...rest] = await notificationsOf(alice);
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({ type: 'NEW_DEAL', link: '/' });
    expect(notice!.message).toMatch(/외 1개$/);
    expect(await notificationsOf(optedOut)).toEqual([]);

    await runGoldBoxImport(importDeps);
    expect(await notificationsOf(alice)).toHaveLength(1);
  });
});
