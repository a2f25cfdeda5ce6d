import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@akkyeo/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import { loginAs, refreshWith } from './helpers/auth-session';
import { createBoard, createDeal, createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';

let alice: Member;
let token: string;
const PASSWORD = 'Member#2024x';

const ctx = withTestApp();

beforeAll(async () => {
  alice = await createMember(ctx.db, {
    login_id: 'member01',
    nickname: '앨리스',
    password: PASSWORD,
  });
  token = (await loginAs(ctx.app, 'member01', PASSWORD)).token!;
});

const auth = (value = token) => ({ 'x-auth-token': value });

function multipart(fields: { name: string; filename?: string; type?: string; data: Buffer }[]) {
  const boundary = `----akkyeo${Math.random().toString(16).slice(2)}`;
  const parts = fields.map(({ name, filename, type, data }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${
          filename ? `; filename="${filename}"` : ''
        }\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const uploadProfile = (file: Buffer, filename = 'me.jpg', type = 'image/jpeg') => {
  const body = multipart([{ name: 'image', filename, type, data: file }]);
  return ctx.app.inject({
    method: 'PUT',
    url: '/v1/member/profile',
    payload: body.payload,
    headers: { ...body.headers, ...auth() },
  });
};

describe('GET /v1/member/', () => {
  it('answers 401 without login', async () => {
    const response = await ctx.app.inject({ url: '/v1/member/' });
    expect(response.statusCode).toBe(401);
  });

  it('shows the profile and counts read from the rows, deleted ones excluded', async () => {
    const { db } = ctx.database;
    const board = await createBoard(db, { member_id: alice.id });
    await createBoard(db, { member_id: alice.id, deleted_at: new Date() });
    const other = await createBoard(db);
    const deal = await createDeal(db);
    const deal2 = await createDeal(db);
    await db
      .insertInto('board_comment')
      .values([
        { board_id: other.id, member_id: alice.id, content: '댓글' },
        { board_id: board.id, member_id: alice.id, content: '댓글2' },
        { board_id: other.id, member_id: alice.id, content: '지움', deleted_at: new Date() },
      ])
      .execute();
    await db
      .insertInto('deal_comment')
      .values([
        { deal_id: deal.id, member_id: alice.id, content: '딜 댓글' },
        { deal_id: deal.id, member_id: alice.id, content: '지운 댓글', deleted_at: new Date() },
      ])
      .execute();
    await db
      .insertInto('bookmark')
      .values([
        { deal_id: deal.id, member_id: alice.id },
        { deal_id: deal2.id, member_id: alice.id },
      ])
      .execute();

    const response = await ctx.app.inject({ url: '/v1/member/', headers: auth() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      memberId: alice.id,
      loginId: 'member01',
      nickName: '앨리스',
      role: 'ROLE_USER',
      thumbImg: null,
      profileImg: null,
      kakaoLinked: false,
      hasPassword: true,
      boardCount: 1,
      boardCommentCount: 2,
      feedCommentCount: 1,
      bookMarkCount: 2,
    });
  });
});

describe('my info counts', () => {
  it('match the totals of my posts, my comments and my bookmarks on the same rows', async () => {
    const { db } = ctx.database;
    const member = await createMember(db, { login_id: 'counter01', password: PASSWORD });
    const memberToken = (await loginAs(ctx.app, 'counter01', PASSWORD)).token!;
    const live = await createBoard(db);
    const deleted = await createBoard(db, { deleted_at: new Date() });
    const hidden = await createBoard(db, { hidden_at: new Date() });
    await createBoard(db, { member_id: member.id });
    await createBoard(db, { member_id: member.id, deleted_at: new Date() });
    const [deal, ended] = [await createDeal(db), await createDeal(db, { ended_at: new Date() })];
    const comment = (board_id: number, deleted_at: Date | null = null) => ({
      board_id,
      member_id: member.id,
      content: '댓글',
      deleted_at,
    });
    await db
      .insertInto('board_comment')
      .values([
        comment(live.id),
        comment(live.id, new Date()),
        comment(deleted.id),
        comment(hidden.id),
      ])
      .execute();
    await db
      .insertInto('deal_comment')
      .values([
        { deal_id: deal.id, member_id: member.id, content: '딜 댓글' },
        { deal_id: ended.id, member_id: member.id, content: '종료된 딜 댓글' },
        { deal_id: deal.id, member_id: member.id, content: '지움', deleted_at: new Date() },
      ])
      .execute();
    await db
      .insertInto('bookmark')
      .values([deal, ended].map((d) => ({ deal_id: d.id, member_id: member.id })))
      .execute();
    const removed = await createDeal(db);
    await db
      .insertInto('deal_comment')
      .values({ deal_id: removed.id, member_id: member.id, content: '사라질 딜' })
      .execute();
    await db.insertInto('bookmark').values({ deal_id: removed.id, member_id: member.id }).execute();
    await db.deleteFrom('deal').where('id', '=', removed.id).execute();

    const read = async (url: string) => {
      const response = await ctx.app.inject({ url, headers: auth(memberToken) });
      expect(response.statusCode).toBe(200);
      return response.json<Record<string, unknown> & { page: { totalElements: number } }>();
    };
    const info = await read('/v1/member/');
    const total = async (url: string) => (await read(url)).page.totalElements;
    expect(info).toMatchObject({
      boardCount: 1,
      boardCommentCount: 1,
      feedCommentCount: 2,
      bookMarkCount: 2,
    });
    expect(info.boardCount).toBe(await total('/v1/member/board'));
    expect(Number(info.boardCommentCount) + Number(info.feedCommentCount)).toBe(
      await total('/v1/member/comment'),
    );
    expect(info.bookMarkCount).toBe(await total('/v1/member/bookmark'));
  });
});

describe('PUT /v1/member/nickName', () => {
  const rename = (nickname: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/v1/member/nickName',
      payload: { nickname },
      headers: auth(),
    });

  it('renames the member', async () => {
    const response = await rename('새이름이요');
    expect(response.json()).toEqual({ nickName: '새이름이요' });
    const info = await ctx.app.inject({ url: '/v1/member/', headers: auth() });
    expect(info.json()).toMatchObject({ nickName: '새이름이요' });
  });

  it.each(['ab', '열한글자가넘는닉네임이'])('refuses %s with the length message', async (name) => {
    const response = await rename(name);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.member.nicknameLength });
  });

  it('answers 409 for a nickname another member has', async () => {
    await createMember(ctx.db, { nickname: '주인있음' });
    const response = await rename('주인있음');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'DUPLICATE_NICKNAME' });
  });

  it('answers 401 without login', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/member/nickName',
      payload: { nickname: '익명이름' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /v1/member/password', () => {
  const change = (body: Record<string, string>, value = token) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/v1/member/password',
      payload: body,
      headers: auth(value),
    });

  it('answers 400 with the policy message for a weak new password', async () => {
    const response = await change({ password: PASSWORD, newPassword: 'weak' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: messages.auth.passwordPolicy,
    });
    const common = await change({ password: PASSWORD, newPassword: 'Password123!' });
    expect(common.json()).toMatchObject({ message: messages.auth.passwordCommonWord('password') });
  });

  it('answers 401 for a wrong current password', async () => {
    const response = await change({ password: 'Wrong#2024x', newPassword: 'Better#2025y' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 401,
      code: 'CURRENT_PASSWORD_MISMATCH',
      message: messages.member.currentPasswordWrong,
    });
  });

  it('changes it and ends the other sessions, keeping this one', async () => {
    const mine = await loginAs(ctx.app, 'member01', PASSWORD);
    const other = await loginAs(ctx.app, 'member01', PASSWORD);
    const response = await change({ password: PASSWORD, newPassword: 'Better#2025y' }, mine.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, message: messages.member.passwordChanged });
    expect((await refreshWith(ctx.app, other.refresh)).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/v1/member/', headers: auth(other.token) })).statusCode,
    ).toBe(401);
    expect((await refreshWith(ctx.app, mine.refresh)).statusCode).toBe(200);
    const again = await loginAs(ctx.app, 'member01', 'Better#2025y');
    expect(again.status).toBe(200);
    token = again.token!;
  });

  it('refuses a member without a password (Kakao only)', async () => {
    await createMember(ctx.db, { login_id: null, kakao_id: '555', nickname: '카카오만' });
    const kakaoOnly = await ctx.db
      .selectFrom('member')
      .select('id')
      .where('kakao_id', '=', '555')
      .executeTakeFirstOrThrow();
    const { signAccessToken } = await import('../src/modules/auth/tokens');
    const kakaoToken = await signAccessToken(ctx.config, {
      memberId: kakaoOnly.id,
      roles: ['ROLE_USER'],
      nickname: '카카오만',
    });
    const response = await change({ password: 'x', newPassword: 'Better#2025y' }, kakaoToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.member.passwordNotSet });
    const info = await ctx.app.inject({ url: '/v1/member/', headers: auth(kakaoToken) });
    expect(info.json()).toMatchObject({ kakaoLinked: true, hasPassword: false, loginId: null });
  });
});

describe('PUT /v1/member/profile', () => {
  const profileFiles = () => readdirSync(join(ctx.config.uploadsDir, 'profile')).sort();

  it('stores a WebP and a thumbnail under random names without the EXIF, and removes the old ones', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#ff8800' },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS-ish' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const first = await uploadProfile(photo);
    expect(first.statusCode).toBe(200);
    const body = first.json<{ profileImg: string; thumbImg: string }>();
    expect(body.profileImg).toMatch(/^\/cdn\/profile\/[0-9a-f-]{36}-profile\.webp$/);
    expect(body.thumbImg).toMatch(/^\/cdn\/profile\/[0-9a-f-]{36}-thumb\.webp$/);
    const stored = join(ctx.config.uploadsDir, body.profileImg.replace('/cdn/', ''));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp' });
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBeLessThanOrEqual(640);
    const thumb = await sharp(
      join(ctx.config.uploadsDir, body.thumbImg.replace('/cdn/', '')),
    ).metadata();
    expect(thumb.width).toBeLessThanOrEqual(160);

    const info = await ctx.app.inject({ url: '/v1/member/', headers: auth() });
    expect(info.json()).toMatchObject({ thumbImg: body.thumbImg, profileImg: body.profileImg });
    const served = await ctx.app.inject({ url: body.thumbImg });
    expect(served.statusCode).toBe(200);

    const png = await sharp({
      create: { width: 300, height: 300, channels: 4, background: '#00aaff' },
    })
      .png()
      .toBuffer();
    const second = await uploadProfile(png, 'me.png', 'image/png');
    expect(second.statusCode).toBe(200);
    expect(existsSync(stored)).toBe(false);
    expect(profileFiles()).toHaveLength(2);
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const response = await uploadProfile(Buffer.from('<svg onload=alert(1)>'), 'x.jpg');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      code: 'INVALID_IMAGE',
      message: messages.member.notAnImage,
    });
  });

  it('refuses more than 40 megapixels', async () => {
    const huge = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await uploadProfile(huge, 'big.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.member.imageTooManyPixels });
  });

  it('refuses more than 10 MB with 413', async () => {
    const response = await uploadProfile(Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'big.jpg');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: messages.member.imageTooLarge });
  });

  it('answers 400 without a file and 401 without login', async () => {
    const empty = multipart([{ name: 'note', data: Buffer.from('hi') }]);
    const none = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/member/profile',
      payload: empty.payload,
      headers: { ...empty.headers, ...auth() },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: messages.member.imageRequired });
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/member/profile',
      payload: empty.payload,
      headers: empty.headers,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
