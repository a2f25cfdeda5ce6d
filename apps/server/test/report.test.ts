import { messages } from '@akkyeo/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import { authHeaders, tokenOf } from './board-support';
import { createBoard, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

let alice: Member;
let bob: Member;

const ctx = withTestApp();

beforeAll(async () => {
  alice = await createMember(ctx.db);
  bob = await createMember(ctx.db);
});

const report = async (boardId: number, member: Member | null, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/board/${boardId}/report`,
    headers: authHeaders(member ? await tokenOf(member) : undefined),
    payload,
  });

const reportsOf = (boardId: number) =>
  ctx.db.selectFrom('report').selectAll().where('board_id', '=', boardId).execute();

describe('POST /v1/board/{id}/report', () => {
  it('records one report per member and post, however often it is sent', async () => {
    const post = await createBoard(ctx.db, { member_id: alice.id });
    const first = await report(post.id, bob, { reason: '  스팸/광고  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ boardId: post.id, reported: true });
    const again = await report(post.id, bob, { reason: '욕설/비방' });
    expect(again.json()).toEqual({ boardId: post.id, reported: true });
    const rows = await reportsOf(post.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ member_id: bob.id, reason: '스팸/광고', status: 'OPEN' });

    const concurrent = await Promise.all(Array.from({ length: 4 }, () => report(post.id, bob)));
    expect(concurrent.every((r) => r.statusCode === 200)).toBe(true);
    expect(await reportsOf(post.id)).toHaveLength(1);
  });

  it('takes no body as an empty reason', async () => {
    const post = await createBoard(ctx.db, { member_id: alice.id });
    expect((await report(post.id, bob)).statusCode).toBe(200);
    expect(await reportsOf(post.id)).toMatchObject([{ reason: '' }]);
  });

  it('refuses visitors, one’s own post, missing or deleted posts and long reasons', async () => {
    const post = await createBoard(ctx.db, { member_id: alice.id });
    expect((await report(post.id, null, { reason: 'x' })).statusCode).toBe(401);
    expect((await report(post.id, alice, { reason: 'x' })).json()).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: messages.board.ownPostReport,
    });
    expect((await report(999_999, bob, { reason: 'x' })).json()).toMatchObject({
      status: 404,
      message: messages.board.notFound,
    });
    const gone = await createBoard(ctx.db, { member_id: alice.id, deleted_at: new Date() });
    expect((await report(gone.id, bob, { reason: 'x' })).statusCode).toBe(404);
    expect((await report(post.id, bob, { reason: '가'.repeat(501) })).json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: '신고 사유는 500자 이하로 입력해주세요.',
    });
    expect(await reportsOf(post.id)).toEqual([]);
  });
});
