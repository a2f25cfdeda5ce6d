import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../src/db/types';
import { loadConfig } from '../src/config';
import { createS3Storage } from '../src/lib/s3-storage';
import { boardForm, authHeaders, solidImage, tokenOf, withBoardApp } from './board-support';
import { createMember } from './helpers/factories';
import { startS3Stub, type S3Stub } from './stubs/s3-server';

let s3: S3Stub;
let alice: Member;

beforeAll(async () => {
  s3 = await startS3Stub();
});
afterAll(async () => {
  await s3?.close();
});
const ctx = withBoardApp(() => {
  const { storage } = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'akkyeo-s3-')),
    JWT_SECRET: 'x'.repeat(32),
    ...s3.env,
  });
  return { storage, cdnBaseUrl: s3.bucketUrl };
});
beforeAll(async () => {
  alice = await createMember(ctx.db);
});

describe('S3 storage (STORAGE_DRIVER=s3) on a local S3 server', () => {
  it('stores an object with its content type and a long cache lifetime, reads it, and deletes it', async () => {
    const storage = createS3Storage(s3.config);
    const data = await solidImage(20, 20, 'webp');
    await storage.put('board/0123abcd.webp', data, 'image/webp');
    expect(await storage.get('board/0123abcd.webp')).toEqual(data);
    expect(await storage.get('board/missing.webp')).toBeUndefined();

    const served = await fetch(`${s3.bucketUrl}/board/0123abcd.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(data);

    await storage.delete('board/0123abcd.webp');
    expect((await fetch(`${s3.bucketUrl}/board/0123abcd.webp`)).status).toBe(404);
    await storage.delete('board/0123abcd.webp');
    storage.destroy();
  });

  it('serves a posted image from the bucket URL and deletes it after the edit that drops it commits', async () => {
    const token = await tokenOf(alice);
    const post = await fetch(`${ctx.origin}/v1/board/`, {
      method: 'POST',
      body: boardForm({ content: '버킷에 올린 사진입니다' }, [
        { data: await solidImage(300, 200, 'png', 40), name: 'a.png', type: 'image/png' },
      ]),
      headers: authHeaders(token),
    });
    expect(post.status).toBe(201);
    const created = (await post.json()) as { id: number; imgPaths: string[]; thumbPaths: string[] };
    const [image] = created.imgPaths;
    const [thumb] = created.thumbPaths;
    expect(image).toMatch(new RegExp(`^${s3.bucketUrl}/board/[0-9a-f-]+\\.webp$`));
    const served = await fetch(image!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await fetch(thumb!)).status).toBe(200);

    const edit = await fetch(`${ctx.origin}/v1/board/${created.id}`, {
      method: 'PUT',
      body: boardForm({ content: '사진을 지웠습니다', removeImg: [image] }),
      headers: authHeaders(token),
    });
    expect(edit.status).toBe(200);
    expect((await fetch(image!)).status).toBe(404);
    expect((await fetch(thumb!)).status).toBe(404);
  });

  it('adds the bucket origin to the CSP', async () => {
    const response = await fetch(`${ctx.origin}/healthz`);
    expect(response.headers.get('content-security-policy')).toContain(s3.endpoint);
  });
});
