import {
  adminTipListResponseSchema,
  type ErrorBody,
  feedDetailSchema,
  tipSchema,
  type Tip,
  type TipRequest,
} from '@akkyeo/contracts';
import { describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import { productKeyOf } from '../src/lib/product-key';
import { injectAs } from './helpers/auth-session';
import { createDeal } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { memberAged as memberAgedIn, sentTip, tipBody } from './tips-support';

const ctx = withTestApp();

const memberAged = (days: number, role?: Member['role']) => memberAgedIn(ctx.db, days, role);
const sent = (member: Member, overrides: Partial<TipRequest> = {}): Promise<Tip> =>
  sentTip(
    ctx.app,
    member,
    tipBody({ name: '로봇청소기', price: 299_000, content: '앱 쿠폰 적용가입니다', ...overrides }),
  );

const decide = (manager: Member, id: number, action: string, body: object = {}) =>
  injectAs(ctx.app, manager, 'POST', `/v1/admin/tip/${id}/${action}`, body);

const noticesOf = (member: Member) =>
  ctx.db
    .selectFrom('notification')
    .where('member_id', '=', member.id)
    .select(['type', 'message', 'link'])
    .orderBy('id')
    .execute();

const dealsTippedBy = (member: Member) =>
  ctx.db.selectFrom('deal').where('tipped_by', '=', member.id).selectAll().execute();

describe('the managers’ 제보 queue', () => {
  it('lists pending tips oldest first with the finder’s record, the open duplicates and the count', async () => {
    const manager = await memberAged(30, 'ROLE_MANAGER');
    const finder = await memberAged(10);
    const link = 'https://www.gmarket.co.kr/item?goodscode=777';
    const open = await createDeal(ctx.db, { link, product_key: productKeyOf(link) });
    const first = await sent(finder, { url: link });
    const second = await sent(finder);
    await decide(manager, second.id, 'reject', { reason: 'ADVERTISING' });
    const third = await sent(finder);

    const reply = await injectAs(ctx.app, manager, 'GET', '/v1/admin/tip?size=50');
    const queue = adminTipListResponseSchema.parse(reply.json());
    const mine = queue.content.filter((tip) => tip.finder.memberId === finder.id);
    expect(mine.map((tip) => tip.id)).toEqual([first.id, third.id]);
    expect(mine[0]!.finder).toMatchObject({ nickname: finder.nickname, published: 0, rejected: 1 });
    expect(mine[0]!.duplicates.map((deal) => deal.id)).toEqual([open.id]);
    expect(queue.pendingCount).toBeGreaterThanOrEqual(2);

    const member = await memberAged(10);
    expect((await injectAs(ctx.app, member, 'GET', '/v1/admin/tip')).statusCode).toBe(403);
  });

  it('게시 after editing the price: the deal is written with the edits, names its finder, and the finder hears of it', async () => {
    const manager = await memberAged(30, 'ROLE_MANAGER');
    const finder = await memberAged(10);
    const tip = await sent(finder, { discountTerms: '카카오페이 5%' });

    const reply = await decide(manager, tip.id, 'publish', { price: 279_000 });
    const published = tipSchema.parse(reply.json());
    expect(published).toMatchObject({ status: 'PUBLISHED', price: 279_000, autoPublished: false });

    const deal = feedDetailSchema.parse(
      (await injectAs(ctx.app, null, 'GET', `/v1/feed/${published.dealId}`)).json(),
    );
    expect(deal).toMatchObject({
      name: '로봇청소기',
      price: 279_000,
      tippedBy: { memberId: finder.id, nickname: finder.nickname },
    });
    expect(deal.content).toContain('카카오페이 5%');
    expect(deal.content).toContain('앱 쿠폰 적용가입니다');
    expect(await noticesOf(finder)).toEqual([
      expect.objectContaining({ type: 'TIP_PUBLISHED', link: `/f/about/${published.dealId}` }),
    ]);
  });

  it('gives the second of two managers deciding one tip a Korean 409 and makes one deal', async () => {
    const [a, b] = [await memberAged(30, 'ROLE_MANAGER'), await memberAged(30, 'ROLE_MANAGER')];
    const finder = await memberAged(10);
    const tip = await sent(finder);

    const replies = await Promise.all([
      decide(a, tip.id, 'publish'),
      decide(b, tip.id, 'publish'),
      decide(b, tip.id, 'reject', { reason: 'DUPLICATE' }),
    ]);
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const conflict = replies.find((reply) => reply.statusCode === 409)!;
    expect(conflict.json()).toEqual({
      status: 409,
      code: 'TIP_ALREADY_HANDLED',
      message: '다른 매니저가 이미 처리한 제보예요.',
    });
    const winner = tipSchema.parse(replies.find((reply) => reply.statusCode === 200)!.json());
    expect(await dealsTippedBy(finder)).toHaveLength(winner.status === 'PUBLISHED' ? 1 : 0);
    expect(await noticesOf(finder)).toHaveLength(1);
  });

  it('반려 names its reason to the finder; 기타 needs a note', async () => {
    const manager = await memberAged(30, 'ROLE_MANAGER');
    const finder = await memberAged(10);
    const tip = await sent(finder, { name: '에어프라이어' });

    const noNote = await decide(manager, tip.id, 'reject', { reason: 'OTHER' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json<ErrorBody>().message).toMatch(/[가-힣]/);

    const reply = await decide(manager, tip.id, 'reject', {
      reason: 'OTHER',
      note: '품절된 옵션이에요',
    });
    expect(tipSchema.parse(reply.json())).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'OTHER',
      rejectNote: '품절된 옵션이에요',
    });
    expect(await noticesOf(finder)).toEqual([
      {
        type: 'TIP_REJECTED',
        message: '에어프라이어 · 기타 · 품절된 옵션이에요',
        link: '/myinfo/tips',
      },
    ]);
    expect(await dealsTippedBy(finder)).toEqual([]);
  });

  it('중복으로 연결 points the tip at the open deal and may post its text there as the finder’s comment', async () => {
    const manager = await memberAged(30, 'ROLE_MANAGER');
    const finder = await memberAged(10);
    const deal = await createDeal(ctx.db);
    const tip = await sent(finder, { content: '오늘까지 쿠폰 있어요' });

    const missing = await decide(manager, tip.id, 'link', { dealId: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    const reply = await decide(manager, tip.id, 'link', { dealId: deal.id, postAsComment: true });
    expect(tipSchema.parse(reply.json())).toMatchObject({ status: 'LINKED', dealId: deal.id });

    const comments = await ctx.db
      .selectFrom('deal_comment')
      .where('deal_id', '=', deal.id)
      .select(['member_id', 'content'])
      .execute();
    expect(comments).toEqual([{ member_id: finder.id, content: '[제보] 오늘까지 쿠폰 있어요' }]);
    const row = await ctx.db
      .selectFrom('deal')
      .where('id', '=', deal.id)
      .select('comment_count')
      .executeTakeFirstOrThrow();
    expect(row.comment_count).toBe(1);
    expect((await noticesOf(finder)).map((notice) => notice.type)).toEqual(['TIP_LINKED']);
  });

  it('게시 취소 removes a 바로 게시 deal and puts the tip back in the queue; others get a 409', async () => {
    const manager = await memberAged(30, 'ROLE_MANAGER');
    const finder = await memberAged(60);
    for (let i = 0; i < 5; i++) {
      const tip = await sent(finder);
      await decide(manager, tip.id, 'publish');
    }
    const auto = await sent(finder, { name: '바로 게시된 딜' });
    expect(auto.autoPublished).toBe(true);

    const reply = await decide(manager, auto.id, 'unpublish');
    expect(tipSchema.parse(reply.json())).toMatchObject({ status: 'PENDING', dealId: null });
    expect((await injectAs(ctx.app, null, 'GET', `/v1/feed/${auto.dealId}`)).statusCode).toBe(404);

    const normal = await ctx.db
      .selectFrom('deal_tip')
      .where('member_id', '=', finder.id)
      .where('auto_published', '=', false)
      .where('status', '=', 'PUBLISHED')
      .select('id')
      .executeTakeFirstOrThrow();
    const refused = await decide(manager, normal.id, 'unpublish');
    expect(refused.statusCode).toBe(409);
  });
});
