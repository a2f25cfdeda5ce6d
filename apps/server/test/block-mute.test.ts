import {
  blockListSchema,
  boardListResponseSchema,
  feedListResponseSchema,
  messages,
  MUTE_LIMIT,
  muteListSchema,
  notificationListResponseSchema,
  type CommentThread,
} from '@akkyeo/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Services } from '../src/services';
import type { Member } from '../src/db/types';
import { createBoard, createDeal, createMember } from './helpers/factories';
import { injectAs } from './helpers/auth-session';
import { withTestApp } from './helpers/test-app';
import { createTestServices } from './helpers/test-services';

let services: Services;
let alice: Member;
let bob: Member;
let carol: Member;
let manager: Member;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (member: Member | null, method: Method, url: string, payload?: object) =>
  injectAs(ctx.app, member, method, url, payload);

async function ok<T = unknown>(
  member: Member | null,
  method: Method,
  url: string,
  payload?: object,
) {
  const reply = await call(member, method, url, payload);
  expect(reply.statusCode, reply.body).toBeLessThan(300);
  return (reply.body ? reply.json() : null) as T;
}

const boardIds = async (member: Member | null, query = '') =>
  boardListResponseSchema.parse(await ok(member, 'GET', `/v1/board/?${query || 'size=50'}`));
const feedPage = async (member: Member | null, query = '') =>
  feedListResponseSchema.parse(await ok(member, 'GET', `/v1/feed/?${query || 'size=50'}`));
const feedIds = async (member: Member | null, query = '') =>
  (await feedPage(member, query)).content.map((deal) => deal.id);

async function notificationsOf(member: Member) {
  const reply = await call(member, 'GET', '/v1/notification/?size=50');
  return notificationListResponseSchema.parse(reply.json()).content;
}

async function comment(
  member: Member,
  target: 'board' | 'feed',
  id: number,
  content: string,
  parentId: number | null = null,
) {
  const reply = await call(member, 'POST', `/v1/${target}/${id}/comment`, { content, parentId });
  expect(reply.statusCode, reply.body).toBeLessThan(300);
  return reply.json<{ comment: { id: number } }>().comment.id;
}

const ctx = withTestApp();

beforeAll(async () => {
  services = createTestServices(ctx.database);
  alice = await createMember(ctx.db, { nickname: '앨리스' });
  bob = await createMember(ctx.db, { nickname: '밥' });
  carol = await createMember(ctx.db, { nickname: '캐럴' });
  manager = await createMember(ctx.db, { nickname: '매니저', role: 'ROLE_MANAGER' });
});
beforeEach(async () => {
  for (const table of ['member_block', 'member_mute', 'notification', 'alert_rule'] as const) {
    await ctx.db.deleteFrom(table).execute();
  }
});

describe('blocking a member', () => {
  it('refuses oneself and a missing member in Korean, needs a login, and changes nothing when repeated', async () => {
    const self = await call(alice, 'POST', `/v1/member/block/${alice.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ message: messages.block.blockSelf });
    const missing = await call(alice, 'POST', '/v1/member/block/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: messages.block.memberNotFound });
    expect((await call(null, 'POST', `/v1/member/block/${bob.id}`)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/v1/member/block')).statusCode).toBe(401);
    expect((await call(alice, 'POST', '/v1/member/block/abc')).statusCode).toBe(400);

    const first = await ok<{ blockedAt: string }>(alice, 'POST', `/v1/member/block/${bob.id}`);
    const again = await ok<{ blockedAt: string }>(alice, 'POST', `/v1/member/block/${bob.id}`);
    expect(again.blockedAt).toBe(first.blockedAt);
    await ok(alice, 'POST', `/v1/member/block/${manager.id}`);
    const list = blockListSchema.parse(await ok(alice, 'GET', '/v1/member/block'));
    expect(list.content.map((row) => [row.memberId, row.nickname])).toEqual([
      [manager.id, '매니저'],
      [bob.id, '밥'],
    ]);
    expect(list.content[1]).toEqual({
      memberId: bob.id,
      nickname: '밥',
      profileImg: null,
      blockedAt: first.blockedAt,
    });
    // Nobody else's list changes, and bob is not told.
    expect(blockListSchema.parse(await ok(bob, 'GET', '/v1/member/block')).content).toEqual([]);
    expect(await notificationsOf(bob)).toEqual([]);

    expect((await call(alice, 'DELETE', `/v1/member/block/${bob.id}`)).statusCode).toBe(204);
    expect((await call(alice, 'DELETE', `/v1/member/block/${bob.id}`)).statusCode).toBe(204);
    const after = blockListSchema.parse(await ok(alice, 'GET', '/v1/member/block'));
    expect(after.content.map((row) => row.memberId)).toEqual([manager.id]);
  });

  it("hides the blocked member's posts from the blocker's list, search, count and detail, and no one else's", async () => {
    const marker = `차단확인${Date.now()}`;
    const bobPost = await createBoard(ctx.db, {
      member_id: bob.id,
      content: `${marker} 밥의 글입니다`,
    });
    const managerPost = await createBoard(ctx.db, {
      member_id: manager.id,
      content: `${marker} 매니저의 글입니다`,
    });
    const carolPost = await createBoard(ctx.db, {
      member_id: carol.id,
      content: `${marker} 캐럴의 글입니다`,
    });
    const deal = await createDeal(ctx.db, { name: `${marker} 매니저 특가` });

    const before = await boardIds(alice);
    await ok(alice, 'POST', `/v1/member/block/${bob.id}`);
    await ok(alice, 'POST', `/v1/member/block/${manager.id}`);

    const list = await boardIds(alice);
    const ids = list.content.map((post) => post.id);
    expect(ids).toContain(carolPost.id);
    expect(ids).not.toContain(bobPost.id);
    expect(ids).not.toContain(managerPost.id);
    expect(list.page.totalElements).toBe(before.page.totalElements! - 2);
    // Page by page after a cursor, too.
    const first = await boardIds(alice, 'size=1');
    const walked: number[] = first.content.map((post) => post.id);
    let cursor = first.page.nextCursor;
    while (cursor) {
      const next = boardListResponseSchema.parse(
        await ok(alice, 'GET', `/v1/board/?size=1&cursor=${encodeURIComponent(cursor)}`),
      );
      walked.push(...next.content.map((post) => post.id));
      cursor = next.page.nextCursor;
    }
    expect(walked).toEqual(ids);

    const search = await boardIds(alice, `size=50&keyword=${encodeURIComponent(marker)}`);
    expect(search.content.map((post) => post.id)).toEqual([carolPost.id]);
    const detail = await call(alice, 'GET', `/v1/board/${bobPost.id}`);
    expect(detail.statusCode).toBe(404);
    expect(detail.json()).toMatchObject({ message: messages.block.blockedPost });
    expect(
      (
        await call(alice, 'POST', `/v1/board/${bobPost.id}/comment`, {
          content: '댓글',
          parentId: null,
        })
      ).statusCode,
    ).toBe(404);

    // A blocked manager's deals stay.
    expect(await feedIds(alice)).toContain(deal.id);
    // Others, visitors and bob still see everything.
    for (const viewer of [carol, bob, null]) {
      const seen = (await boardIds(viewer, `size=50&keyword=${encodeURIComponent(marker)}`))
        .content;
      expect(seen.map((post) => post.id).sort()).toEqual(
        [bobPost.id, managerPost.id, carolPost.id].sort(),
      );
    }
    expect((await call(carol, 'GET', `/v1/board/${bobPost.id}`)).statusCode).toBe(200);

    await ok(alice, 'DELETE', `/v1/member/block/${bob.id}`);
    expect((await call(alice, 'GET', `/v1/board/${bobPost.id}`)).statusCode).toBe(200);
    expect((await boardIds(alice)).page.totalElements).toBe(before.page.totalElements! - 1);
  });

  it("drops the blocked member's comments and replies; a reply under their comment stays under 차단한 회원의 댓글입니다", async () => {
    const post = await createBoard(ctx.db, { member_id: carol.id });
    const deal = await createDeal(ctx.db);
    const threads = async (viewer: Member | null, path: string) =>
      await ok<{ comments?: CommentThread[]; comment?: CommentThread[] }>(viewer, 'GET', path);

    for (const [target, id] of [
      ['board', post.id],
      ['feed', deal.id],
    ] as const) {
      const bobTop = await comment(bob, target, id, '밥의 댓글');
      await comment(carol, target, id, '캐럴의 답글', bobTop);
      await comment(bob, target, id, '밥 혼자 쓴 댓글');
      const carolTop = await comment(carol, target, id, '캐럴의 댓글');
      await comment(bob, target, id, '밥의 답글', carolTop);
      await ok(alice, 'POST', `/v1/member/block/${bob.id}`);

      const path = `/v1/${target}/${id}`;
      const body = await threads(alice, path);
      const tree = (target === 'board' ? body.comments : body.comment)!;
      expect(
        tree.map((t) => [
          t.content,
          t.deleted,
          t.memberInfo?.nickname ?? null,
          t.comment.map((c) => c.content),
        ]),
      ).toEqual([
        [messages.block.blockedComment, true, null, ['캐럴의 답글']],
        ['캐럴의 댓글', false, '캐럴', []],
      ]);
      expect(JSON.stringify(tree)).not.toContain('밥');

      const seenByCarol = await threads(carol, path);
      const carolTree = (target === 'board' ? seenByCarol.comments : seenByCarol.comment)!;
      expect(carolTree.map((t) => t.content)).toEqual([
        '밥의 댓글',
        '밥 혼자 쓴 댓글',
        '캐럴의 댓글',
      ]);
      await ok(alice, 'DELETE', `/v1/member/block/${bob.id}`);
    }
  });

  it('writes no comment or reply notification caused by a blocked member, and hides those from before', async () => {
    const post = await createBoard(ctx.db, { member_id: alice.id });
    const deal = await createDeal(ctx.db);
    const aliceComment = await comment(alice, 'feed', deal.id, '앨리스의 댓글');
    // One bob caused before the block: it leaves alice's list, her unread count and its detail.
    await comment(bob, 'board', post.id, '차단 전 밥의 댓글');
    const [before] = await notificationsOf(alice);
    expect(before).toMatchObject({ type: 'BOARD_COMMENT' });
    const unread = async () =>
      (await ok<{ unreadCount: number }>(alice, 'GET', '/v1/notification/unread-count'))
        .unreadCount;
    expect(await unread()).toBe(1);
    await ok(alice, 'POST', `/v1/member/block/${bob.id}`);
    expect(await notificationsOf(alice)).toEqual([]);
    expect(await unread()).toBe(0);
    expect((await call(alice, 'GET', `/v1/notification/${before!.id}`)).statusCode).toBe(404);

    await comment(bob, 'board', post.id, '밥이 단 댓글');
    await comment(bob, 'feed', deal.id, '밥의 답글', aliceComment);
    // Carol's comment after bob's: its notification is the sign that bob's would have arrived by now.
    await comment(carol, 'board', post.id, '캐럴이 단 댓글');
    await comment(carol, 'feed', deal.id, '캐럴의 답글', aliceComment);
    const seen = await notificationsOf(alice);
    expect(seen.map((n) => [n.type, n.message])).toEqual([
      ['DEAL_COMMENT_REPLY', expect.stringContaining('캐럴')],
      ['BOARD_COMMENT', expect.stringContaining('캐럴')],
    ]);
    expect(JSON.stringify(seen)).not.toContain('밥');

    // Blocking is one-way: bob still hears of alice's reply.
    const bobComment = await comment(bob, 'feed', deal.id, '밥의 새 댓글');
    await comment(alice, 'feed', deal.id, '앨리스의 답글', bobComment);
    expect((await notificationsOf(bob)).map((n) => n.type)).toContain('DEAL_COMMENT_REPLY');

    await ok(alice, 'DELETE', `/v1/member/block/${bob.id}`);
    await comment(bob, 'board', post.id, '차단 해제 후 댓글');
    const afterUnblock = await notificationsOf(alice);
    expect(afterUnblock.map((n) => n.message)[0]).toContain('밥');
    // The one from before the block shows again; those not written while blocked never will.
    expect(afterUnblock.map((n) => n.id)).toContain(before!.id);
    expect(afterUnblock).toHaveLength(4);
  });
});

describe('muting words and stores', () => {
  it('validates, normalises as search does, keeps a duplicate once and stops at 50', async () => {
    const bad = [
      { type: 'WORD', value: '' },
      { type: 'WORD', value: '   ' },
      { type: 'WORD', value: '가'.repeat(21) },
      { type: 'MARKET', value: '' },
      { type: 'STORE', value: '쿠팡' },
      { type: 'WORD' },
      { type: 'WORD', value: 'a\u0000b' },
    ];
    for (const payload of bad) {
      const reply = await call(alice, 'POST', '/v1/member/mute', payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.json<{ message: string }>().message).toMatch(/[가-힣]/);
    }
    expect(
      (await call(null, 'POST', '/v1/member/mute', { type: 'WORD', value: '케이스' })).statusCode,
    ).toBe(401);

    const created = await call(alice, 'POST', '/v1/member/mute', {
      type: 'WORD',
      value: '  ＡＩＲ   Pods  ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ type: 'WORD', value: 'air pods' });
    const again = await call(alice, 'POST', '/v1/member/mute', {
      type: 'WORD',
      value: 'air  PODS',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created.json());
    await ok(alice, 'POST', '/v1/member/mute', { type: 'MARKET', value: '쿠팡' });
    const list = muteListSchema.parse(await ok(alice, 'GET', '/v1/member/mute'));
    expect(list.content.map((m) => [m.type, m.value])).toEqual([
      ['WORD', 'air pods'],
      ['MARKET', '쿠팡'],
    ]);

    for (let i = list.content.length; i < MUTE_LIMIT; i++) {
      await ok(alice, 'POST', '/v1/member/mute', {
        type: i % 2 ? 'WORD' : 'MARKET',
        value: `항목${i}`,
      });
    }
    const over = await call(alice, 'POST', '/v1/member/mute', { type: 'WORD', value: '하나 더' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ message: messages.block.muteLimit });
    // A duplicate at the limit is still the same mute, not an error.
    expect(
      (await call(alice, 'POST', '/v1/member/mute', { type: 'MARKET', value: '쿠팡' })).statusCode,
    ).toBe(200);

    const id = list.content[0]!.id;
    expect((await call(bob, 'DELETE', `/v1/member/mute/${id}`)).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', `/v1/member/mute/${id}`)).statusCode).toBe(204);
    const gone = await call(alice, 'DELETE', `/v1/member/mute/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: messages.block.muteNotFound });
    expect(muteListSchema.parse(await ok(alice, 'GET', '/v1/member/mute')).content).toHaveLength(
      MUTE_LIMIT - 1,
    );
  });

  it('leaves muted deals out of the feed (every page) and search, for the muting member only', async () => {
    const tag = `뮤트${Date.now() % 100000}`;
    const make = (name: string, market = '11번가', content_text?: string) =>
      createDeal(ctx.db, {
        name: `${tag} ${name}`,
        market,
        ...(content_text ? { content_text } : {}),
      });
    const plain = await make('무선 이어폰');
    const caseDeal = await make('이어폰 케이스 1+1');
    const upper = await make('ＣＡＳＥ 투명');
    const inContent = await make('충전기', '11번가', '케이스 포함');
    const gmarket = await make('보조배터리', 'G마켓');
    const percent = await make('100% 면 티셔츠');
    const all = [plain, caseDeal, upper, inContent, gmarket, percent].map((d) => d.id);

    expect(await feedIds(alice, `size=50&keyword=${tag}`)).toEqual([...all].reverse());
    await ok(alice, 'POST', '/v1/member/mute', { type: 'WORD', value: '케이스' });
    await ok(alice, 'POST', '/v1/member/mute', { type: 'WORD', value: 'case' });
    await ok(alice, 'POST', '/v1/member/mute', { type: 'WORD', value: '100%' });
    await ok(alice, 'POST', '/v1/member/mute', { type: 'MARKET', value: 'G마켓' });

    const shown = [plain.id, inContent.id].reverse();
    expect(await feedIds(alice, `size=50&keyword=${tag}`)).toEqual(shown);
    const feed = await feedIds(alice);
    for (const id of all) expect(feed.includes(id)).toBe(shown.includes(id));
    // The first page without a keyword is a prepared statement; a cursor walks the rest.
    const walked: number[] = [];
    let page = await feedPage(alice, 'size=2');
    walked.push(...page.content.map((d) => d.id));
    while (page.page.nextCursor) {
      page = await feedPage(alice, `size=2&cursor=${encodeURIComponent(page.page.nextCursor)}`);
      walked.push(...page.content.map((d) => d.id));
    }
    expect(walked).toEqual(feed);
    // `page` numbers too.
    expect((await feedPage(alice, 'size=2&page=1')).content.map((d) => d.id)).toEqual(
      feed.slice(2, 4),
    );

    for (const viewer of [bob, null]) {
      expect(await feedIds(viewer, `size=50&keyword=${tag}`)).toEqual([...all].reverse());
    }
    // A muted deal still opens by its link.
    expect((await call(alice, 'GET', `/v1/feed/${caseDeal.id}`)).statusCode).toBe(200);

    const [caseMute] = muteListSchema.parse(await ok(alice, 'GET', '/v1/member/mute')).content;
    await ok(alice, 'DELETE', `/v1/member/mute/${caseMute!.id}`);
    expect(await feedIds(alice, `size=50&keyword=${tag}`)).toEqual(
      [plain.id, caseDeal.id, inContent.id].reverse(),
    );
  });

  it('sends no keyword alert of a deal whose name or market the member muted, nor counts it in the preview', async () => {
    for (const member of [alice, bob, carol]) {
      const reply = await call(member, 'POST', '/v1/alert/keyword', { keyword: '버즈' });
      expect(reply.statusCode, reply.body).toBe(201);
    }
    await ok(alice, 'POST', '/v1/member/mute', { type: 'WORD', value: 'Case' });
    await ok(bob, 'POST', '/v1/member/mute', { type: 'MARKET', value: '옥션' });
    const caseDeal = await createDeal(ctx.db, { name: '갤럭시 버즈 CASE', market: '11번가' });
    const auctionDeal = await createDeal(ctx.db, { name: '갤럭시 버즈 프로', market: '옥션' });
    await services.alerts.matchDeals({
      dealIds: [caseDeal.id, auctionDeal.id],
      authorId: null,
      fanoutDealId: null,
    });

    const alerted = async (member: Member) =>
      (await notificationsOf(member))
        .filter((n) => n.type === 'KEYWORD_ALERT')
        .map((n) => n.link)
        .sort();
    const both = [`/f/about/${caseDeal.id}`, `/f/about/${auctionDeal.id}`].sort();
    expect(await alerted(carol)).toEqual(both);
    expect(await alerted(alice)).toEqual([`/f/about/${auctionDeal.id}`]);
    expect(await alerted(bob)).toEqual([`/f/about/${caseDeal.id}`]);

    const previewed = async (member: Member) => {
      const reply = await call(
        member,
        'GET',
        `/v1/alert/keyword/preview?keyword=${encodeURIComponent('버즈')}`,
      );
      expect(reply.statusCode, reply.body).toBe(200);
      return reply
        .json<{ items: { id: number }[] }>()
        .items.map((item) => item.id)
        .sort();
    };
    const ids = (...deals: { id: number }[]) => deals.map((deal) => deal.id).sort();
    expect(await previewed(carol)).toEqual(ids(caseDeal, auctionDeal));
    expect(await previewed(alice)).toEqual(ids(auctionDeal));
    expect(await previewed(bob)).toEqual(ids(caseDeal));
  });
});
