import {
  notificationDetailSchema,
  notificationListResponseSchema,
  unreadCountSchema,
} from '@akkyeo/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Deal, Member } from '../src/db/types';
import { signAccessToken } from '../src/modules/auth/tokens';
import { createBoard, createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { TEST_JWT_SECRET } from './helpers/test-config';
import { createTestServices } from './helpers/test-services';

/** The domain events as the composition root wires them: what a comment or a new deal emits. */
const events = () => createTestServices(ctx.database).events;
let alice: Member;
let bob: Member;
let carol: Member;
let deal: Deal;
const tokens = new Map<number, string>();

const tokenOf = async (member: Member) => {
  const cached = tokens.get(member.id);
  if (cached) return cached;
  const token = await signAccessToken(
    { jwtSecret: TEST_JWT_SECRET },
    { memberId: member.id, roles: [member.role], nickname: member.nickname },
  );
  tokens.set(member.id, token);
  return token;
};

async function call(
  member: Member | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const headers = member ? { 'x-auth-token': await tokenOf(member) } : {};
  return ctx.app.inject({ method, url, headers, payload });
}

const notificationsOf = (member: Member) =>
  ctx.db
    .selectFrom('notification')
    .selectAll()
    .where('member_id', '=', member.id)
    .orderBy('id')
    .execute();

const ctx = withTestApp();

beforeAll(async () => {
  alice = await createMember(ctx.db, { nickname: '앨리스' });
  bob = await createMember(ctx.db, { nickname: '밥' });
  carol = await createMember(ctx.db, { nickname: '캐럴', notify_new_deals: false });
  deal = await createDeal(ctx.db, {
    name: '무선 이어폰',
    price: 39_900,
    img_link: 'seed/a.webp',
  });
});
beforeEach(async () => {
  await ctx.db.deleteFrom('notification').execute();
  await ctx.db.deleteFrom('job').execute();
});

async function seed(member: Member, count: number, dealId: number | null = null) {
  const base = Date.parse('2026-03-01T00:00:00Z');
  await ctx.db
    .insertInto('notification')
    .values(
      Array.from({ length: count }, (_, i) => ({
        member_id: member.id,
        type: 'NEW_DEAL',
        title: `알림 ${i}`,
        message: `메시지 ${i}`,
        link: dealId === null ? null : `/f/about/${dealId}`,
        deal_id: dealId,
        created_at: new Date(base + i * 60_000),
      })),
    )
    .execute();
}

describe('notification list and read state', () => {
  it('lists my notifications newest first, in pages, and never anyone else’s', async () => {
    await seed(alice, 12);
    await seed(bob, 2);
    const first = notificationListResponseSchema.parse(
      (await call(alice, 'GET', '/v1/notification/?page=0&size=10')).json(),
    );
    expect(first.content.map((n) => n.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `알림 ${11 - i}`),
    );
    expect(first.page).toMatchObject({ number: 0, size: 10, totalElements: null, last: false });
    expect(first.content.every((n) => n.memberId === alice.id && !n.isRead)).toBe(true);

    const second = notificationListResponseSchema.parse(
      (await call(alice, 'GET', '/v1/notification/?page=1&size=10')).json(),
    );
    expect(second.content.map((n) => n.title)).toEqual(['알림 1', '알림 0']);
    expect(second.page.last).toBe(true);
  });

  it('counts unread, marks one read (mine only) and all read', async () => {
    await seed(alice, 3);
    await seed(bob, 1);
    const count = async (member: Member) =>
      unreadCountSchema.parse((await call(member, 'GET', '/v1/notification/unread-count')).json())
        .unreadCount;
    expect(await count(alice)).toBe(3);

    const [first] = await notificationsOf(alice);
    const [bobs] = await notificationsOf(bob);
    const read = await call(alice, 'POST', `/v1/notification/${first!.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unreadCount: 2 });
    expect((await call(alice, 'POST', `/v1/notification/${first!.id}/read`)).json()).toEqual({
      unreadCount: 2,
    });

    const foreign = await call(alice, 'POST', `/v1/notification/${bobs!.id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: '알림을 찾을 수 없습니다.',
    });
    expect(await count(bob)).toBe(1);

    expect((await call(alice, 'POST', '/v1/notification/read-all')).json()).toEqual({
      unreadCount: 0,
    });
    expect(await count(alice)).toBe(0);
    expect(await count(bob)).toBe(1);
    const list = notificationListResponseSchema.parse(
      (await call(alice, 'GET', '/v1/notification/')).json(),
    );
    expect(list.content.every((n) => n.isRead)).toBe(true);
  });

  it('shows one notification with the deal it points to (its detail fields)', async () => {
    await seed(alice, 1, deal.id);
    await seed(alice, 1);
    const [withDeal, plain] = await notificationsOf(alice);
    const detail = notificationDetailSchema.parse(
      (await call(alice, 'GET', `/v1/notification/${withDeal!.id}`)).json(),
    );
    expect(detail).toMatchObject({
      id: withDeal!.id,
      link: `/f/about/${deal.id}`,
      isRead: false,
      deal: {
        id: deal.id,
        name: '무선 이어폰',
        price: 39_900,
        perceived_price: 39_900,
        discountRate: null,
        discountInfo: null,
        market: deal.market,
        imgLink: '/cdn/seed/a.webp',
        link: deal.link,
        product: deal.link,
        isGoldBox: false,
        isFreeShipping: deal.is_free_shipping,
        is_feed: true,
        content: deal.content,
      },
    });
    const other = notificationDetailSchema.parse(
      (await call(alice, 'GET', `/v1/notification/${plain!.id}`)).json(),
    );
    expect(other.deal).toBeNull();
    expect((await call(bob, 'GET', `/v1/notification/${withDeal!.id}`)).statusCode).toBe(404);
  });

  it('answers 401 without login and 400 for a bad id', async () => {
    for (const url of [
      '/v1/notification/',
      '/v1/notification/unread-count',
      '/v1/notification/1',
    ]) {
      const reply = await call(null, 'GET', url);
      expect(reply.statusCode, url).toBe(401);
      expect(reply.json()).toMatchObject({ code: 'LOGIN_REQUIRED' });
    }
    const bad = await call(alice, 'GET', '/v1/notification/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await call(alice, 'GET', '/v1/notification/?size=500')).statusCode).toBe(400);
  });

  it('switches new-deal notifications in my settings', async () => {
    expect((await call(bob, 'GET', '/v1/notification/settings')).json()).toEqual({
      notifyNewDeals: true,
    });
    const off = await call(bob, 'PUT', '/v1/notification/settings', { notifyNewDeals: false });
    expect(off.json()).toEqual({ notifyNewDeals: false });
    expect((await call(bob, 'GET', '/v1/notification/settings')).json()).toEqual({
      notifyNewDeals: false,
    });
    expect(
      (await call(bob, 'PUT', '/v1/notification/settings', { notifyNewDeals: 'no' })).statusCode,
    ).toBe(400);
    await call(bob, 'PUT', '/v1/notification/settings', { notifyNewDeals: true });
  });
});

describe('notifications from events', () => {
  it('notifyAll writes inside the caller’s transaction and never to yourself', async () => {
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        await createTestServices(ctx.database).notifications.notifyAll(trx, [
          {
            recipientId: alice.id,
            actorId: bob.id,
            type: 'BOARD_COMMENT',
            title: '제목',
            message: '내용',
            link: '/f/board/1',
          },
        ]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await notificationsOf(alice)).toHaveLength(0);

    await ctx.db.transaction().execute(async (trx) => {
      await createTestServices(ctx.database).notifications.notifyAll(trx, [
        {
          recipientId: alice.id,
          actorId: alice.id,
          type: 'BOARD_COMMENT',
          title: '제목',
          message: '내용',
          link: null,
        },
      ]);
    });
    expect(await notificationsOf(alice)).toHaveLength(0);
  });

  it('a comment on my board post notifies me with a link to the comment; my own does not', async () => {
    const post = await createBoard(ctx.db, { member_id: alice.id });
    const comment = await ctx.db
      .insertInto('board_comment')
      .values({ board_id: post.id, member_id: bob.id, content: '좋은 글이네요!' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db.transaction().execute((trx) =>
      events().emit(trx, 'comment.created', {
        target: 'board',
        targetId: post.id,
        commentId: comment.id,
        repliedToId: null,
        parentId: null,
        actorId: bob.id,
        actorNickname: '밥',
        content: '좋은 글이네요!',
      }),
    );
    const [notice] = await notificationsOf(alice);
    expect(notice).toMatchObject({
      type: 'BOARD_COMMENT',
      title: '내 게시글에 새 댓글이 달렸어요',
      message: '밥: 좋은 글이네요!',
      link: `/f/board/${post.id}?type=comment-${comment.id}`,
      read_at: null,
    });

    await ctx.db.transaction().execute((trx) =>
      events().emit(trx, 'comment.created', {
        target: 'board',
        targetId: post.id,
        commentId: comment.id + 1,
        repliedToId: null,
        parentId: null,
        actorId: alice.id,
        actorNickname: '앨리스',
        content: '감사합니다',
      }),
    );
    expect(await notificationsOf(alice)).toHaveLength(1);
  });

  it('a reply notifies the replied-to and thread authors once each, and the post author', async () => {
    const post = await createBoard(ctx.db, { member_id: carol.id });
    const top = await ctx.db
      .insertInto('board_comment')
      .values({ board_id: post.id, member_id: alice.id, content: '첫 댓글' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reply = await ctx.db
      .insertInto('board_comment')
      .values({ board_id: post.id, member_id: bob.id, parent_id: top.id, content: '답글' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const long = '아'.repeat(80);
    await ctx.db.transaction().execute((trx) =>
      events().emit(trx, 'comment.created', {
        target: 'board',
        targetId: post.id,
        commentId: 999_001,
        repliedToId: reply.id,
        parentId: top.id,
        actorId: carol.id,
        actorNickname: '캐럴',
        content: long,
      }),
    );
    const link = `/f/board/${post.id}?type=comment-999001`;
    expect(await notificationsOf(bob)).toMatchObject([
      {
        type: 'BOARD_COMMENT_REPLY',
        title: '내 댓글에 답글이 달렸어요',
        link,
        message: `캐럴: ${'아'.repeat(60)}…`,
      },
    ]);
    expect(await notificationsOf(alice)).toMatchObject([{ type: 'BOARD_COMMENT_REPLY', link }]);
    expect(await notificationsOf(carol)).toHaveLength(0);
  });

  it('a reply to my deal comment notifies me with a link that opens the deal at the reply', async () => {
    const top = await ctx.db
      .insertInto('deal_comment')
      .values({ deal_id: deal.id, member_id: alice.id, content: '살까요?' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db.transaction().execute((trx) =>
      events().emit(trx, 'comment.created', {
        target: 'deal',
        targetId: deal.id,
        commentId: 777,
        repliedToId: top.id,
        parentId: top.id,
        actorId: bob.id,
        actorNickname: '밥',
        content: '사세요',
      }),
    );
    expect(await notificationsOf(alice)).toMatchObject([
      {
        type: 'DEAL_COMMENT_REPLY',
        link: `/f/about/${deal.id}?type=comment-777`,
        message: '밥: 사세요',
      },
    ]);
  });

  it('a new deal notifies every opted-in member but its author in one statement, and queues the keyword-alert match (which then queues the push fan-out)', async () => {
    await ctx.db.transaction().execute((trx) =>
      events().emit(trx, 'deal.posted', {
        dealId: deal.id,
        authorId: bob.id,
        name: '무선 이어폰',
        price: 39_900,
      }),
    );
    const rows = await ctx.db
      .selectFrom('notification')
      .selectAll()
      .where('deal_id', '=', deal.id)
      .execute();
    const recipients = rows.map((row) => row.member_id);
    expect(recipients).toContain(alice.id);
    expect(recipients).not.toContain(bob.id);
    expect(recipients).not.toContain(carol.id);
    expect(rows[0]).toMatchObject({
      type: 'NEW_DEAL',
      title: '새로운 핫딜이 올라왔어요',
      message: '무선 이어폰 39,900원',
      link: `/f/about/${deal.id}`,
    });
    const jobs = await ctx.db.selectFrom('job').selectAll().execute();
    expect(jobs).toMatchObject([
      {
        queue: 'alert.match',
        payload: { dealIds: [deal.id], authorId: bob.id, fanoutDealId: deal.id },
      },
    ]);
  });

  it('a partner import notifies each opted-in member once for the whole batch', async () => {
    const imported = [
      await createDeal(ctx.db, {
        source: 'COUPANG_GOLD_BOX',
        external_id: 'g-1',
        name: '골드 A',
        price: 1_000,
      }),
      await createDeal(ctx.db, {
        source: 'COUPANG_GOLD_BOX',
        external_id: 'g-2',
        name: '골드 B',
        price: 2_000,
      }),
      await createDeal(ctx.db, {
        source: 'COUPANG_GOLD_BOX',
        external_id: 'g-3',
        name: '골드 C',
        price: 3_000,
      }),
    ];
    await ctx.db
      .transaction()
      .execute((trx) => events().emit(trx, 'deals.imported', { deals: imported }));
    for (const member of [alice, bob]) {
      expect(await notificationsOf(member)).toMatchObject([
        {
          type: 'NEW_DEAL',
          title: '새로운 핫딜이 올라왔어요',
          message: '골드 A 1,000원 외 2개',
          link: '/',
          deal_id: imported[0]!.id,
        },
      ]);
    }
    expect(await notificationsOf(carol)).toHaveLength(0);

    await ctx.db
      .transaction()
      .execute((trx) => events().emit(trx, 'deals.imported', { deals: [] }));
    expect(await notificationsOf(alice)).toHaveLength(1);
  });
});
