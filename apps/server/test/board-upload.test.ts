import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { boardListItemSchema, messages, type BoardListItem } from '@akkyeo/contracts';
import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import { createLocalStorage, type Storage } from '../src/lib/storage';
import {
  authHeaders,
  boardFiles,
  boardForm,
  boardRowCounts,
  exifJpeg,
  solidImage,
  startBoardInstance,
  tokenOf,
  withBoardApp,
  type FilePart,
} from './board-support';
import { createMember } from './helpers/factories';

const ctx = withBoardApp();
let alice: Member;
let aliceToken: string;
let bobToken: string;

beforeAll(async () => {
  alice = await createMember(ctx.db);
  aliceToken = await tokenOf(alice);
  bobToken = await tokenOf(await createMember(ctx.db));
});

async function send(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  token: string | undefined,
  base = ctx.origin,
) {
  const response = await fetch(`${base}${path}`, {
    method,
    body: form,
    headers: authHeaders(token),
  });
  return { status: response.status, body: await response.json() };
}

const write = (json: object, files: FilePart[] = [], token = aliceToken, base = ctx.origin) =>
  send('POST', '/v1/board/', boardForm(json, files), token, base);

const content = '오늘 산 물건 후기입니다';

/** The stored file behind a CDN URL of the local store. */
const storedFile = (url: string, uploadsDir = ctx.config.uploadsDir) =>
  join(uploadsDir, url.replace(/^\/cdn\//, ''));

describe('POST /v1/board/ (multipart)', () => {
  it('stores a post with images re-encoded to WebP under random names, in order', async () => {
    const before = boardFiles(ctx.config.uploadsDir).length;
    const { status, body } = await write({ content, category: '후기' }, [
      { data: await solidImage(1600, 1200, 'jpeg', 10), name: 'first.jpg' },
      { data: await solidImage(300, 500, 'png', 90), name: 'second.png', type: 'image/png' },
    ]);
    expect(status).toBe(201);
    const item = boardListItemSchema.parse(body);
    expect(item).toMatchObject({
      content,
      category: '후기',
      commentCount: 0,
      likeCount: 0,
      isLiked: false,
      memberId: alice.id,
      memberName: alice.nickname,
      memberInfo: { memberId: alice.id, nickname: alice.nickname, role: 'ROLE_USER' },
    });
    expect(item.imgPaths).toHaveLength(2);
    expect(item.thumbPaths).toHaveLength(2);
    for (const url of [...item.imgPaths, ...item.thumbPaths]) {
      expect(url).toMatch(/^\/cdn\/board\/[0-9a-f]{32}(-thumb)?\.webp$/);
      expect(url).not.toMatch(/first|second/);
    }
    const [first, second] = await Promise.all(
      item.imgPaths.map(async (url) => sharp(await readFile(storedFile(url))).metadata()),
    );
    expect(first).toMatchObject({ format: 'webp', width: 1080, height: 810 });
    expect(second).toMatchObject({ format: 'webp', width: 300, height: 500 });
    const thumb = await sharp(await readFile(storedFile(item.thumbPaths[0]!))).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect(boardFiles(ctx.config.uploadsDir)).toHaveLength(before + 4);

    const served = await fetch(`${ctx.origin}${item.imgPaths[0]}`);
    expect(served.status).toBe(200);
  });

  it('strips EXIF: the stored files carry no metadata', async () => {
    const original = await exifJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { status, body } = await write({ content }, [{ data: original, name: 'photo.jpg' }]);
    expect(status).toBe(201);
    const item = body as BoardListItem;
    for (const url of [item.imgPaths[0]!, item.thumbPaths[0]!]) {
      const bytes = await readFile(storedFile(url));
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
      expect(bytes.includes(Buffer.from('private-owner'))).toBe(false);
    }
  });

  it('accepts no images and the JSON part sent as a JSON file', async () => {
    const form = new FormData();
    form.append(
      'json',
      new Blob([JSON.stringify({ content, category: '질문' })], { type: 'application/json' }),
    );
    const { status, body } = await send('POST', '/v1/board/', form, aliceToken);
    expect(status).toBe(201);
    expect(body).toMatchObject({ content, category: '질문', imgPaths: [] });
  });

  describe('refuses, writing nothing', () => {
    const refused = async (
      json: object,
      files: FilePart[],
      expected: { status: number; code: string; message: string },
    ) => {
      const rows = await boardRowCounts(ctx.database);
      const stored = boardFiles(ctx.config.uploadsDir);
      const { status, body } = await write(json, files);
      expect({ status, body }).toEqual({ status: expected.status, body: expected });
      expect(await boardRowCounts(ctx.database)).toEqual(rows);
      expect(boardFiles(ctx.config.uploadsDir)).toEqual(stored);
    };

    it.each([
      ['no boundary', 'multipart/form-data', 'zzz'],
      [
        'a cut-off body',
        'multipart/form-data; boundary=xx',
        '--xx\r\nContent-Disposition: form-data; name="json"\r\n\r\n{"content":"',
      ],
    ])('a malformed multipart body: %s', async (_case, contentType, body) => {
      const stored = boardFiles(ctx.config.uploadsDir);
      const response = await fetch(`${ctx.origin}/v1/board/`, {
        method: 'POST',
        body,
        headers: { ...authHeaders(aliceToken), 'content-type': contentType },
      });
      expect(response.status).toBe(400);
      const payload = (await response.json()) as { status: number; message: string };
      expect(payload.status).toBe(400);
      expect(payload.message).toMatch(/[가-힣]/);
      expect(boardFiles(ctx.config.uploadsDir)).toEqual(stored);
    });

    it('a non-image renamed .jpg', async () => {
      await refused(
        { content },
        [
          { data: await solidImage(100, 100), name: 'ok.png', type: 'image/png' },
          { data: Buffer.from('%PDF-1.7 not really a picture'.repeat(40)), name: 'cat.jpg' },
        ],
        {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: messages.imageFiles.notAnImage('cat.jpg'),
        },
      );
    });

    it('an 11 MB file', async () => {
      const big = Buffer.concat([
        await solidImage(50, 50, 'jpeg'),
        Buffer.alloc(11 * 1024 * 1024, 7),
      ]);
      await refused({ content }, [{ data: big, name: 'big.jpg' }], {
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: messages.board.imageTooLarge,
      });
    });

    it('a 50-megapixel image', async () => {
      const huge = await sharp({
        create: { width: 10_000, height: 5_000, channels: 3, background: '#88aacc' },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(huge.length).toBeLessThan(10 * 1024 * 1024);
      await refused({ content }, [{ data: huge, name: 'huge.png', type: 'image/png' }], {
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: messages.board.imageTooManyPixels,
      });
    });

    it('11 images', async () => {
      const image = await solidImage(20, 20);
      const files = Array.from({ length: 11 }, (_, i) => ({ data: image, name: `${i}.png` }));
      await refused({ content }, files, {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: messages.board.tooManyImages,
      });
    });

    it('content of 5 characters or less once trimmed, or empty', async () => {
      await refused({ content: '  다섯글자다  ' }, [], {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: messages.board.contentTooShort,
      });
      await refused({ content: '   ' }, [], {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: messages.board.contentRequired,
      });
    });

    it('a missing, empty or unknown category, a missing or malformed JSON part', async () => {
      for (const category of [undefined, null, '', '잡담']) {
        await refused({ content, category }, [], {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: messages.board.categoryRequired,
        });
      }
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(await solidImage(10, 10))]), 'a.png');
      expect(await send('POST', '/v1/board/', form, aliceToken)).toEqual({
        status: 400,
        body: {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: messages.validation.field('json'),
        },
      });
      const broken = new FormData();
      broken.append('json', '{"content":');
      expect((await send('POST', '/v1/board/', broken, aliceToken)).status).toBe(400);
    });

    it('a visitor (401) and a JSON body (415)', async () => {
      expect((await write({ content }, [], '')).status).toBe(401);
      const response = await fetch(`${ctx.origin}/v1/board/`, {
        method: 'POST',
        headers: { ...authHeaders(aliceToken), 'content-type': 'application/json' },
        body: JSON.stringify({ content }),
      });
      expect(response.status).toBe(415);
    });
  });

  describe('a failure half-way leaves no rows and no files', () => {
    it('when the file store fails on the third write', async () => {
      const uploadsDir = ctx.config.uploadsDir;
      const local = createLocalStorage(uploadsDir);
      let writes = 0;
      const failing: Storage = {
        put: (key, data, type) => {
          writes += 1;
          return writes === 3 ? Promise.reject(new Error('disk full')) : local.put(key, data, type);
        },
        get: (key) => local.get(key),
        delete: (key) => local.delete(key),
      };
      const other = await startBoardInstance(ctx, { uploadsDir }, failing);
      const rows = await boardRowCounts(ctx.database);
      const stored = boardFiles(uploadsDir);
      const images = [await solidImage(200, 200, 'png', 1), await solidImage(200, 200, 'png', 2)];
      const { status, body } = await write(
        { content },
        images.map((data, i) => ({ data, name: `${i}.png` })),
        aliceToken,
        other.origin,
      );
      expect(status).toBe(500);
      expect(body).toEqual({
        status: 500,
        code: 'INTERNAL_ERROR',
        message: messages.errors.INTERNAL_ERROR,
      });
      expect(writes).toBe(3);
      expect(await boardRowCounts(ctx.database)).toEqual(rows);
      expect(boardFiles(uploadsDir)).toEqual(stored);
    });

    it('when the database fails on the second image row', async () => {
      await sql`create function fail_second_image() returns trigger language plpgsql as $$
        begin
          if new.position >= 1 then raise exception 'injected failure'; end if;
          return new;
        end $$`.execute(ctx.db);
      await sql`create trigger fail_second_image before insert on board_image
        for each row execute function fail_second_image()`.execute(ctx.db);
      try {
        const rows = await boardRowCounts(ctx.database);
        const stored = boardFiles(ctx.config.uploadsDir);
        const { status } = await write({ content }, [
          { data: await solidImage(120, 80, 'png', 3), name: 'a.png' },
          { data: await solidImage(80, 120, 'png', 4), name: 'b.png' },
        ]);
        expect(status).toBe(500);
        expect(await boardRowCounts(ctx.database)).toEqual(rows);
        expect(boardFiles(ctx.config.uploadsDir)).toEqual(stored);
      } finally {
        await sql`drop trigger fail_second_image on board_image`.execute(ctx.db);
        await sql`drop function fail_second_image()`.execute(ctx.db);
      }
    });
  });
});

describe('rate limit', () => {
  it('answers 429 once a member has written too many posts in the hour', async () => {
    const other = await startBoardInstance(ctx, {
      rateLimits: { ...ctx.config.rateLimits, posts: 2 },
    });
    const writer = await tokenOf(await createMember(ctx.db));
    for (let i = 0; i < 2; i++) {
      expect((await write({ content }, [], writer, other.origin)).status).toBe(201);
    }
    expect(await write({ content }, [], writer, other.origin)).toMatchObject({
      status: 429,
      body: { status: 429, code: 'RATE_LIMITED' },
    });
    const fresh = await tokenOf(await createMember(ctx.db));
    expect((await write({ content }, [], fresh, other.origin)).status).toBe(201);
  });
});

describe('PUT /v1/board/{id}', () => {
  async function created(files: FilePart[]) {
    const { status, body } = await write({ content, category: '자유' }, files);
    expect(status).toBe(201);
    return body as BoardListItem;
  }

  it('lets the author change content and category, drop an image and add one', async () => {
    const post = await created([
      { data: await solidImage(200, 100, 'png', 11), name: 'a.png' },
      { data: await solidImage(100, 200, 'png', 12), name: 'b.png' },
    ]);
    const [keep, drop] = post.imgPaths as [string, string];
    const form = boardForm({ content: '수정한 내용입니다', category: '정보', removeImg: [drop] }, [
      { data: await solidImage(300, 300, 'jpeg', 13), name: 'c.jpg' },
    ]);
    const { status, body } = await send('PUT', `/v1/board/${post.id}`, form, aliceToken);
    expect(status).toBe(200);
    const edited = boardListItemSchema.parse(body);
    expect(edited).toMatchObject({ id: post.id, content: '수정한 내용입니다', category: '정보' });
    expect(edited.imgPaths).toHaveLength(2);
    expect(edited.imgPaths[0]).toBe(keep);
    expect(edited.imgPaths[1]).not.toBe(drop);
    const files = boardFiles(ctx.config.uploadsDir);
    const name = (url: string) => url.split('/').pop()!;
    expect(files).toContain(name(edited.imgPaths[1]!));
    expect(files).not.toContain(name(drop));
    expect(files).not.toContain(name(post.thumbPaths[1]!));
  });

  it("refuses another member's edit with 403 and changes nothing", async () => {
    const post = await created([{ data: await solidImage(64, 64), name: 'a.png' }]);
    const stored = boardFiles(ctx.config.uploadsDir);
    const form = boardForm({ content: '남의 글을 고칩니다', removeImg: post.imgPaths }, [
      { data: await solidImage(64, 64, 'png', 40), name: 'x.png' },
    ]);
    expect(await send('PUT', `/v1/board/${post.id}`, form, bobToken)).toEqual({
      status: 403,
      body: { status: 403, code: 'FORBIDDEN', message: messages.board.onlyAuthorEdits },
    });
    const detail = await (await fetch(`${ctx.origin}/v1/board/${post.id}`)).json();
    expect(detail).toMatchObject({ content, imgPaths: post.imgPaths });
    expect(boardFiles(ctx.config.uploadsDir)).toEqual(stored);
  });

  it('refuses more than 10 images in all and an image of another post', async () => {
    const image = await solidImage(16, 16);
    const post = await created(
      Array.from({ length: 9 }, (_, i) => ({ data: image, name: `${i}.png` })),
    );
    const two = [0, 1].map((i) => ({ data: image, name: `n${i}.png` }));
    const tooMany = await send(
      'PUT',
      `/v1/board/${post.id}`,
      boardForm({ content }, two),
      aliceToken,
    );
    expect(tooMany).toMatchObject({ status: 400, body: { message: messages.board.tooManyImages } });
    const other = await created([{ data: image, name: 'o.png' }]);
    const foreign = await send(
      'PUT',
      `/v1/board/${post.id}`,
      boardForm({ content, removeImg: other.imgPaths }),
      aliceToken,
    );
    expect(foreign).toMatchObject({ status: 400, body: { message: messages.board.unknownImage } });
  });
});
