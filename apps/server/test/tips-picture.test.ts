import {
  adminTipListResponseSchema,
  AUTH_HEADER,
  feedDetailSchema,
  messages,
  tipSchema,
  type ErrorBody,
  type Tip,
  type TipEditRequest,
  type TipRequest,
} from '@akkyeo/contracts';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import { solidImage } from './board-support';
import { injectAs, tokenFor } from './helpers/auth-session';
import { createDeal } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { finderWithRecord, memberAged, sentTip, tipBody } from './tips-support';

// The 제보's picture upload (multipart): stored, checked, replaced, copied for the deal on 게시
// and deleted with the tip's end; on both databases.

const ctx = withTestApp({
  config: {
    tips: {
      dailyLimit: 10,
      newAccountDailyLimit: 2,
      trustedMinPublished: 5,
      trustedAutoPublish: true,
    },
  },
});

let png: Buffer | undefined;
const picture = async () => (png ??= await solidImage(640, 480, 'png', 40));

/** The multipart body of a tip: the JSON part, then the picture when given. */
function tipForm(json: TipRequest | TipEditRequest, file?: { data: Buffer; name?: string }) {
  const form = new FormData();
  form.append('json', JSON.stringify(json));
  if (file) {
    const blob = new Blob([new Uint8Array(file.data)], { type: 'image/png' });
    form.append('image', blob, file.name ?? 'photo.png');
  }
  return form;
}

/** Sends a form as `member` (through the same parser as a browser's). */
async function sendForm(member: Member, method: 'POST' | 'PUT', url: string, form: FormData) {
  const request = new Request('http://x', { method: 'POST', body: form });
  return ctx.app.inject({
    method,
    url,
    headers: {
      [AUTH_HEADER]: await tokenFor(member),
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const upload = async (member: Member, json: TipRequest = tipBody(), data?: Buffer) =>
  sendForm(member, 'POST', '/v1/feed/tip', tipForm(json, { data: data ?? (await picture()) }));

async function uploaded(member: Member, json: TipRequest = tipBody()): Promise<Tip> {
  const reply = await upload(member, json);
  expect(reply.statusCode, reply.body).toBe(201);
  return tipSchema.parse(reply.json());
}

/** The stored files under one prefix (`tip`, `deal`), as keys. */
function storedFiles(prefix: string): string[] {
  const dir = join(ctx.config.uploadsDir, prefix);
  return existsSync(dir) ? readdirSync(dir).map((name) => `${prefix}/${name}`) : [];
}

/** The storage key of a tip's uploaded picture, from the row. */
async function pictureKeyOf(tipId: number): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('deal_tip')
    .select('img_link')
    .where('id', '=', tipId)
    .executeTakeFirstOrThrow();
  return row.img_link;
}

const keyFile = (key: string) => join(ctx.config.uploadsDir, key);

/** The image served at a CDN URL the API gave. */
async function served(url: string) {
  const reply = await ctx.app.inject({ method: 'GET', url: new URL(url, 'http://x').pathname });
  expect(reply.statusCode).toBe(200);
  return sharp(reply.rawPayload).metadata();
}

const decide = (manager: Member, id: number, action: string, body: object = {}) =>
  injectAs(ctx.app, manager, 'POST', `/v1/admin/tip/${id}/${action}`, body);

describe('sending a 제보 with a picture', () => {
  it('stores the upload re-encoded in place of the address, shows it to its finder and the queue', async () => {
    const finder = await memberAged(ctx.db, 10);
    const manager = await memberAged(ctx.db, 30, 'ROLE_MANAGER');
    const tip = await uploaded(finder, tipBody({ image: 'https://img.example.com/a.jpg' }));

    expect(tip).toMatchObject({ status: 'PENDING', pictureUploaded: true });
    const key = await pictureKeyOf(tip.id);
    expect(key).toMatch(/^tip\/[0-9a-f]{32}\.webp$/);
    expect(storedFiles('tip')).toContain(key);
    expect(tip.imgLink).toContain(key!);
    const meta = await served(tip.imgLink!);
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });

    const queue = adminTipListResponseSchema.parse(
      (await injectAs(ctx.app, manager, 'GET', '/v1/admin/tip?size=50')).json(),
    );
    expect(queue.content.find((item) => item.id === tip.id)).toMatchObject({
      imgLink: tip.imgLink,
      pictureUploaded: true,
    });
  });

  it('keeps JSON tips as they were: the address is the picture, nothing is stored', async () => {
    const finder = await memberAged(ctx.db, 10);
    const before = storedFiles('tip');
    const tip = await sentTip(ctx.app, finder, tipBody({ image: 'https://img.example.com/b.jpg' }));
    expect(tip).toMatchObject({ imgLink: 'https://img.example.com/b.jpg', pictureUploaded: false });
    expect(storedFiles('tip')).toEqual(before);
  });

  it('an empty file part is no picture', async () => {
    const finder = await memberAged(ctx.db, 10);
    const reply = await upload(finder, tipBody(), Buffer.alloc(0));
    expect(reply.statusCode, reply.body).toBe(201);
    expect(tipSchema.parse(reply.json())).toMatchObject({ imgLink: null, pictureUploaded: false });
  });

  describe('refuses, in Korean naming 사진, storing nothing', () => {
    const refused = async (data: Buffer, want: ErrorBody, name = 'photo.png') => {
      const finder = await memberAged(ctx.db, 10);
      const before = storedFiles('tip');
      const json = tipBody();
      const reply = await sendForm(finder, 'POST', '/v1/feed/tip', tipForm(json, { data, name }));
      expect(reply.json()).toEqual(want);
      expect(storedFiles('tip')).toEqual(before);
      const rows = await ctx.db
        .selectFrom('deal_tip')
        .select('id')
        .where('member_id', '=', finder.id)
        .execute();
      expect(rows).toEqual([]);
    };

    it('a file over 10 MB', async () => {
      const big = Buffer.concat([await solidImage(50, 50, 'jpeg'), Buffer.alloc(11 << 20, 7)]);
      await refused(big, {
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: messages.tip.picture.tooLarge,
      });
    });

    it('bytes that are not a picture, whatever the name and type say', async () => {
      await refused(
        Buffer.from('<?php echo 1; ?>'),
        {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: messages.tip.picture.notAnImageNamed('cat.png'),
        },
        'cat.png',
      );
    });

    it('a picture over 40 megapixels', async () => {
      const huge = await sharp({
        create: { width: 10_000, height: 5_000, channels: 3, background: '#88aacc' },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      await refused(huge, {
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: messages.tip.picture.tooManyPixels,
      });
    });

    it('two pictures', async () => {
      const finder = await memberAged(ctx.db, 10);
      const form = tipForm(tipBody(), { data: await picture() });
      form.append('image', new Blob([new Uint8Array(await picture())]), 'second.png');
      const reply = await sendForm(finder, 'POST', '/v1/feed/tip', form);
      expect(reply.json()).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: messages.tip.picture.onlyOne,
      });
    });

    it('a JSON part that breaks the schema, naming the field', async () => {
      const finder = await memberAged(ctx.db, 10);
      const reply = await sendForm(
        finder,
        'POST',
        '/v1/feed/tip',
        tipForm({ ...tipBody(), price: -1 }, { data: await picture() }),
      );
      expect(reply.statusCode).toBe(400);
      expect(reply.json<ErrorBody>().message).toMatch(/가격/);
    });
  });

  it('a tip over the daily limit is a 429 and stores no file', async () => {
    const young = await memberAged(ctx.db, 0);
    await uploaded(young);
    await uploaded(young);
    const before = storedFiles('tip');
    const reply = await upload(young);
    expect(reply.statusCode).toBe(429);
    expect(reply.json<ErrorBody>().message).toContain(messages.tip.dailyLimit(2));
    expect(storedFiles('tip')).toEqual(before);
  });
});

describe('editing a pending tip’s picture', () => {
  const edit = (member: Member, tip: Tip, json: TipEditRequest, data?: Buffer) =>
    sendForm(member, 'PUT', `/v1/feed/tip/${tip.id}`, tipForm(json, data && { data }));

  const bodyOf = (tip: Tip, change: Partial<TipEditRequest> = {}): TipEditRequest => ({
    url: tip.url,
    name: tip.name,
    price: tip.price,
    ...change,
  });

  it('replaces it with a new upload and deletes the old file', async () => {
    const finder = await memberAged(ctx.db, 10);
    const tip = await uploaded(finder);
    const old = (await pictureKeyOf(tip.id))!;
    const reply = await edit(finder, tip, bodyOf(tip), await solidImage(300, 200, 'jpeg', 90));
    expect(reply.statusCode, reply.body).toBe(200);
    const key = (await pictureKeyOf(tip.id))!;
    expect(key).not.toBe(old);
    expect(existsSync(keyFile(key))).toBe(true);
    expect(existsSync(keyFile(old))).toBe(false);
    expect(await served(tipSchema.parse(reply.json()).imgLink!)).toMatchObject({ width: 300 });
  });

  it('keeps it through an edit without a file, JSON or multipart', async () => {
    const finder = await memberAged(ctx.db, 10);
    const tip = await uploaded(finder);
    const key = (await pictureKeyOf(tip.id))!;
    const json = await injectAs(ctx.app, finder, 'PUT', `/v1/feed/tip/${tip.id}`, {
      ...bodyOf(tip, { name: '고친 이름', image: 'https://img.example.com/typed.jpg' }),
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(tipSchema.parse(json.json())).toMatchObject({
      name: '고친 이름',
      pictureUploaded: true,
    });
    const form = await edit(finder, tip, bodyOf(tip, { price: 1_000 }));
    expect(form.statusCode, form.body).toBe(200);
    expect(await pictureKeyOf(tip.id)).toBe(key);
    expect(existsSync(keyFile(key))).toBe(true);
  });

  it('removes it (the address sent becomes the picture) and deletes the file', async () => {
    const finder = await memberAged(ctx.db, 10);
    const tip = await uploaded(finder);
    const key = (await pictureKeyOf(tip.id))!;
    const reply = await injectAs(ctx.app, finder, 'PUT', `/v1/feed/tip/${tip.id}`, {
      ...bodyOf(tip, { image: 'https://img.example.com/typed.jpg' }),
      removePicture: true,
    });
    expect(tipSchema.parse(reply.json())).toMatchObject({
      imgLink: 'https://img.example.com/typed.jpg',
      pictureUploaded: false,
    });
    expect(existsSync(keyFile(key))).toBe(false);
  });

  it('a refused edit stores nothing and keeps the old file', async () => {
    const finder = await memberAged(ctx.db, 10);
    const other = await memberAged(ctx.db, 10);
    const tip = await uploaded(finder);
    const key = (await pictureKeyOf(tip.id))!;
    const before = storedFiles('tip');
    const reply = await edit(other, tip, bodyOf(tip), await picture());
    expect(reply.statusCode).toBe(404);
    expect(storedFiles('tip')).toEqual(before);
    expect(await pictureKeyOf(tip.id)).toBe(key);
  });
});

describe('게시 of a tip with a picture', () => {
  it('gives the deal its own copy: the deal’s picture still shows once the tip’s file is gone', async () => {
    const finder = await memberAged(ctx.db, 10);
    const manager = await memberAged(ctx.db, 30, 'ROLE_MANAGER');
    const tip = await uploaded(finder);
    const tipKey = (await pictureKeyOf(tip.id))!;

    const reply = await decide(manager, tip.id, 'publish', { seenUpdatedAt: tip.updatedAt });
    const published = tipSchema.parse(reply.json());
    expect(published.status, reply.body).toBe('PUBLISHED');
    const deal = await ctx.db
      .selectFrom('deal')
      .select('img_link')
      .where('id', '=', published.dealId!)
      .executeTakeFirstOrThrow();
    expect(deal.img_link).toMatch(/^deal\/[0-9a-f]{32}\.webp$/);
    expect(deal.img_link).not.toBe(tipKey);

    rmSync(keyFile(tipKey));
    const detail = feedDetailSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/v1/feed/${published.dealId}` })).json(),
    );
    expect(await served(detail.imgLink!)).toMatchObject({ format: 'webp', width: 640 });
  });

  it('a trusted finder’s picture is copied for the deal published at once; 게시 취소 deletes the copy only', async () => {
    const finder = await finderWithRecord(ctx.db, 5);
    const manager = await memberAged(ctx.db, 30, 'ROLE_MANAGER');
    const tip = await uploaded(finder);
    expect(tip).toMatchObject({ status: 'PUBLISHED', autoPublished: true, pictureUploaded: true });
    const deal = await ctx.db
      .selectFrom('deal')
      .select('img_link')
      .where('id', '=', tip.dealId!)
      .executeTakeFirstOrThrow();
    expect(deal.img_link).toMatch(/^deal\//);
    expect(existsSync(keyFile(deal.img_link!))).toBe(true);

    const back = tipSchema.parse((await decide(manager, tip.id, 'unpublish')).json());
    expect(back).toMatchObject({ status: 'PENDING', dealId: null, pictureUploaded: true });
    expect(existsSync(keyFile(deal.img_link!))).toBe(false);
    expect(existsSync(keyFile((await pictureKeyOf(tip.id))!))).toBe(true);
  });

  it('a manager who removes the picture publishes none, and its file is deleted', async () => {
    const finder = await memberAged(ctx.db, 10);
    const manager = await memberAged(ctx.db, 30, 'ROLE_MANAGER');
    const tip = await uploaded(finder);
    const key = (await pictureKeyOf(tip.id))!;
    const published = tipSchema.parse(
      (await decide(manager, tip.id, 'publish', { image: null })).json(),
    );
    expect(published).toMatchObject({ status: 'PUBLISHED', imgLink: null });
    expect(existsSync(keyFile(key))).toBe(false);
    const deal = await ctx.db
      .selectFrom('deal')
      .select('img_link')
      .where('id', '=', published.dealId!)
      .executeTakeFirstOrThrow();
    expect(deal.img_link).toBeNull();
  });

  it('409 TIP_EDITED_MEANWHILE when the finder edited it after the queue was read: no deal', async () => {
    const finder = await memberAged(ctx.db, 10);
    const manager = await memberAged(ctx.db, 30, 'ROLE_MANAGER');
    const tip = await uploaded(finder);
    const queue = adminTipListResponseSchema.parse(
      (await injectAs(ctx.app, manager, 'GET', '/v1/admin/tip?size=50')).json(),
    );
    const seen = queue.content.find((item) => item.id === tip.id)!;
    const edited = await sendForm(
      finder,
      'PUT',
      `/v1/feed/tip/${tip.id}`,
      tipForm({ url: tip.url, name: '고친 이름', price: 1 }),
    );
    expect(edited.statusCode).toBe(200);

    const reply = await decide(manager, tip.id, 'publish', { seenUpdatedAt: seen.updatedAt });
    expect(reply.json()).toEqual({
      status: 409,
      code: 'TIP_EDITED_MEANWHILE',
      message: messages.errors.TIP_EDITED_MEANWHILE,
    });
    const deals = await ctx.db.selectFrom('deal').where('tipped_by', '=', finder.id).execute();
    expect(deals).toEqual([]);

    const fresh = tipSchema.parse(edited.json());
    const again = await decide(manager, tip.id, 'publish', { seenUpdatedAt: fresh.updatedAt });
    expect(tipSchema.parse(again.json())).toMatchObject({ status: 'PUBLISHED', name: '고친 이름' });
  });
});

describe('a tip’s end deletes its uploaded file', () => {
  it.each([
    ['withdrawn by its finder', 'withdraw'],
    ['rejected', 'reject'],
    ['linked to an open deal', 'link'],
  ] as const)('%s', async (_case, how) => {
    const finder = await memberAged(ctx.db, 10);
    const manager = await memberAged(ctx.db, 30, 'ROLE_MANAGER');
    const tip = await uploaded(finder);
    const key = (await pictureKeyOf(tip.id))!;
    expect(existsSync(keyFile(key))).toBe(true);
    const open = await createDeal(ctx.db);
    const reply =
      how === 'withdraw'
        ? await injectAs(ctx.app, finder, 'DELETE', `/v1/feed/tip/${tip.id}`)
        : how === 'reject'
          ? await decide(manager, tip.id, 'reject', { reason: 'ADVERTISING' })
          : await decide(manager, tip.id, 'link', { dealId: open.id });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(tipSchema.parse(reply.json())).toMatchObject({ imgLink: null, pictureUploaded: false });
    expect(await pictureKeyOf(tip.id)).toBeNull();
    expect(existsSync(keyFile(key))).toBe(false);
  });
});

describe('the OpenAPI document', () => {
  it('shows both bodies of sending and editing a tip, the picture as a binary part', async () => {
    type Content = Record<string, { schema: { $ref: string } }>;
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: { content: Content } }>>;
      components: { schemas: Record<string, unknown> };
    }>();
    for (const [path, method] of [
      ['/v1/feed/tip', 'post'],
      ['/v1/feed/tip/{id}', 'put'],
    ] as const) {
      const content = doc.paths[path]![method]!.requestBody!.content;
      expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
      const name = content['multipart/form-data']!.schema.$ref.split('/').pop()!;
      expect(doc.components.schemas[name]).toMatchObject({
        type: 'object',
        properties: { json: { type: 'string' }, image: { type: 'string', format: 'binary' } },
        required: ['json'],
      });
    }
  });
});
