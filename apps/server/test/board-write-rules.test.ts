import { AUTH_HEADER, boardUploadPostSchema, messages } from '@akkyeo/contracts';
import { describe, expect, it } from 'vitest';
import { boardForm, boardRowCounts } from './board-support';
import { tokenFor } from './helpers/auth-session';
import { createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

/** Who may post in which category, and a submit's upload id: one post, found again later. */

const t = withTestApp();

async function send(method: 'POST' | 'PUT', url: string, token: string, json: object) {
  const form = boardForm(json);
  const request = new Request('http://local', { method: 'POST', body: form });
  const reply = await t.app.inject({
    method,
    url,
    headers: {
      [AUTH_HEADER]: token,
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: reply.statusCode, body: reply.json<Record<string, unknown>>() };
}

const content = '운영진만 쓰는 분류를 시험합니다';

async function reserveUpload(token: string): Promise<string> {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/v1/board/upload',
    headers: { [AUTH_HEADER]: token },
  });
  expect(reply.statusCode).toBe(201);
  return reply.json<{ uploadId: string }>().uploadId;
}

describe('board categories', () => {
  it('refuses 공지 and 이벤트 to a member with a Korean 403, writing nothing', async () => {
    const member = await tokenFor(await createMember(t.db));
    const before = await boardRowCounts(t.database);
    for (const category of ['공지', '이벤트']) {
      const refused = await send('POST', '/v1/board/', member, { content, category });
      expect(refused).toEqual({
        status: 403,
        body: { status: 403, code: 'FORBIDDEN', message: messages.board.staffOnlyCategory },
      });
    }
    expect(await boardRowCounts(t.database)).toEqual(before);
  });

  it('lets managers and admins post them', async () => {
    for (const role of ['ROLE_MANAGER', 'ROLE_ADMIN'] as const) {
      const staff = await tokenFor(await createMember(t.db, { role }));
      const posted = await send('POST', '/v1/board/', staff, { content, category: '공지' });
      expect(posted.status).toBe(201);
      expect(posted.body.category).toBe('공지');
    }
  });

  it("refuses a member's edit into 공지 and keeps the post as it was", async () => {
    const member = await tokenFor(await createMember(t.db));
    const post = await send('POST', '/v1/board/', member, { content, category: '자유' });
    const edited = await send('PUT', `/v1/board/${String(post.body.id)}`, member, {
      content: '공지로 바꿔 봅니다',
      category: '공지',
    });
    expect(edited.status).toBe(403);
    const detail = await t.app.inject({ url: `/v1/board/${String(post.body.id)}` });
    expect(detail.json()).toMatchObject({ content, category: '자유' });
  });
});

describe('a submit and its upload id', () => {
  it('makes one post of the same submit sent twice, and finds it by its upload id', async () => {
    const owner = await createMember(t.db);
    const token = await tokenFor(owner);
    const uploadId = await reserveUpload(token);
    const lookup = (as: string) =>
      t.app.inject({
        url: `/v1/board/upload/${uploadId}/post`,
        headers: { [AUTH_HEADER]: as },
      });
    expect(boardUploadPostSchema.parse((await lookup(token)).json())).toEqual({ postId: null });

    const json = { content: '한 번만 올라가야 하는 글입니다', category: '질문', uploadId };
    const first = await send('POST', '/v1/board/', token, json);
    const rows = await boardRowCounts(t.database);
    const second = await send('POST', '/v1/board/', token, json);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(await boardRowCounts(t.database)).toEqual(rows);

    expect((await lookup(token)).json()).toEqual({ postId: first.body.id });
    const stranger = await tokenFor(await createMember(t.db));
    expect((await lookup(stranger)).json()).toEqual({ postId: null });
    expect((await t.app.inject({ url: `/v1/board/upload/${uploadId}/post` })).statusCode).toBe(401);
  });
});
