import { adminReportListResponseSchema, messages } from '@akkyeo/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Board, Member } from '../src/db/types';
import { authHeaders, tokenOf } from './board-support';
import { createBoard, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

let author: Member;
let reporters: Member[];
let tokens: { admin: string; manager: string; user: string };
let spam: Board;
let fine: Board;

const ctx = withTestApp();

beforeAll(async () => {
  const { db } = ctx.database;
  author = await createMember(db);
  reporters = [await createMember(db), await createMember(db), await createMember(db)];
  const admin = await createMember(db, { role: 'ROLE_ADMIN' });
  const manager = await createMember(db, { role: 'ROLE_MANAGER' });
  tokens = {
    admin: await tokenOf(admin),
    manager: await tokenOf(manager),
    user: await tokenOf(reporters[0]!),
  };
  spam = await createBoard(db, { member_id: author.id, content: '광고 글입니다 지금 구매하세요' });
  fine = await createBoard(db, { member_id: author.id, content: '평범한 글입니다 반가워요' });
  const base = Date.parse('2026-04-01T00:00:00Z');
  let minute = 0;
  for (const reporter of reporters) {
    for (const board of [spam, fine]) {
      const token = await tokenOf(reporter);
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/v1/board/${board.id}/report`,
        headers: authHeaders(token),
        payload: { reason: board === spam ? '스팸/광고' : '기타' },
      });
      expect(response.statusCode).toBe(200);
      await db
        .updateTable('report')
        .set({ created_at: new Date(base + minute++ * 60_000) })
        .where('board_id', '=', board.id)
        .where('member_id', '=', reporter.id)
        .execute();
    }
  }
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: authHeaders(token), payload });

async function queue(query = '') {
  const response = await call('GET', `/v1/admin/reports${query}`, tokens.admin);
  expect(response.statusCode).toBe(200);
  return adminReportListResponseSchema.parse(response.json());
}

describe('the moderation queue', () => {
  it('is for ROLE_ADMIN only', async () => {
    expect((await call('GET', '/v1/admin/reports')).statusCode).toBe(401);
    for (const token of [tokens.user, tokens.manager]) {
      expect((await call('GET', '/v1/admin/reports', token)).json()).toEqual({
        status: 403,
        code: 'FORBIDDEN',
        message: messages.errors.FORBIDDEN,
      });
      expect(
        (await call('PUT', `/v1/admin/board/${spam.id}/hidden`, token, { hidden: true }))
          .statusCode,
      ).toBe(403);
    }
  });

  it('lists open reports newest first with the reporter, the post and its open count', async () => {
    const page = await queue('?size=4');
    expect(page.page).toMatchObject({ number: 0, size: 4, totalElements: null, last: false });
    const first = page.content[0]!;
    expect(first).toMatchObject({
      reason: '기타',
      status: 'OPEN',
      resolvedAt: null,
      reporter: { memberId: reporters[2]!.id, nickname: reporters[2]!.nickname, role: 'ROLE_USER' },
      board: {
        id: fine.id,
        content: fine.content,
        author: { memberId: author.id },
        hidden: false,
        deleted: false,
        openReportCount: 3,
      },
    });
    expect(page.content.map((r) => r.board.id)).toEqual([fine.id, spam.id, fine.id, spam.id]);
  });

  it('resolves a report by hiding the post for everyone, closing its other reports', async () => {
    const target = (await queue()).content.find((r) => r.board.id === spam.id)!;
    const resolved = await call('POST', `/v1/admin/reports/${target.id}/resolve`, tokens.admin, {
      action: 'HIDE',
    });
    expect(resolved.json()).toEqual({
      boardId: spam.id,
      status: 'RESOLVED',
      resolvedCount: 3,
      hidden: true,
    });
    expect((await call('GET', `/v1/board/${spam.id}`)).json()).toMatchObject({
      status: 404,
      message: messages.board.hiddenPost,
    });
    const list = (await call('GET', '/v1/board/?size=50')).json<{ content: { id: number }[] }>();
    expect(list.content.map((item) => item.id)).not.toContain(spam.id);

    const open = await queue();
    expect(open.content.map((r) => r.board.id)).toEqual([fine.id, fine.id, fine.id]);
    const done = await queue('?status=RESOLVED');
    expect(done.content).toHaveLength(3);
    expect(done.content[0]).toMatchObject({
      board: { id: spam.id, hidden: true, openReportCount: 0 },
    });
    expect(done.content[0]!.resolvedAt).not.toBeNull();
    expect(
      (
        await call('POST', `/v1/admin/reports/${target.id}/resolve`, tokens.admin, {
          action: 'HIDE',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('dismisses reports, leaving the post visible', async () => {
    const target = (await queue()).content[0]!;
    const dismissed = await call('POST', `/v1/admin/reports/${target.id}/resolve`, tokens.admin, {
      action: 'DISMISS',
    });
    expect(dismissed.json()).toEqual({
      boardId: fine.id,
      status: 'DISMISSED',
      resolvedCount: 3,
      hidden: false,
    });
    expect((await call('GET', `/v1/board/${fine.id}`)).statusCode).toBe(200);
    expect((await queue()).content).toEqual([]);
    expect((await queue('?status=DISMISSED')).content).toHaveLength(3);
    expect(
      (
        await call('POST', '/v1/admin/reports/999999/resolve', tokens.admin, { action: 'HIDE' })
      ).json(),
    ).toMatchObject({
      status: 404,
      message: messages.admin.reportNotFound,
    });
    expect(
      (
        await call('POST', `/v1/admin/reports/${target.id}/resolve`, tokens.admin, {
          action: 'DELETE',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('hides and shows a post for everyone', async () => {
    const hide = await call('PUT', `/v1/admin/board/${fine.id}/hidden`, tokens.admin, {
      hidden: true,
    });
    expect(hide.json()).toEqual({ id: fine.id, hidden: true });
    expect((await call('GET', `/v1/board/${fine.id}`)).statusCode).toBe(404);
    const show = await call('PUT', `/v1/admin/board/${spam.id}/hidden`, tokens.admin, {
      hidden: false,
    });
    expect(show.json()).toEqual({ id: spam.id, hidden: false });
    expect((await call('GET', `/v1/board/${spam.id}`)).statusCode).toBe(200);
    expect(
      (await call('PUT', '/v1/admin/board/999999/hidden', tokens.admin, { hidden: true }))
        .statusCode,
    ).toBe(404);
  });
});
