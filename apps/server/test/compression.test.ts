import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from './helpers/test-app';

const SCRIPT = `console.log(${JSON.stringify('아껴라껴 '.repeat(300))});`;
const BIG_JSON = { items: Array.from({ length: 100 }, (_, id) => ({ id, name: `핫딜 ${id}` })) };

const ctx = withTestApp(() => {
  const dist = mkdtempSync(join(tmpdir(), 'akkyeo-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>아껴라껴</title>');
  writeFileSync(join(dist, 'assets', 'index-Zz9.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-Zz9.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'index-Zz9.js.gz'), gzipSync(SCRIPT));
  return {
    config: { webDistDir: dist },
    setup: (app) => {
      app.get('/test/big-json', () => BIG_JSON);
      app.get('/test/events', (_request, reply) => {
        const stream = new PassThrough();
        stream.end(`data: ${'5'.repeat(2000)}\n\n`);
        return reply.header('content-type', 'text/event-stream; charset=utf-8').send(stream);
      });
    },
  };
});

beforeAll(() => {
  mkdirSync(join(ctx.config.uploadsDir, 'seed'), { recursive: true });
  writeFileSync(join(ctx.config.uploadsDir, 'seed', 'deal-01.webp'), Buffer.alloc(4096, 7));
});

describe('compression', () => {
  it('serves the build’s brotli or gzip twin of an asset by Accept-Encoding, with Vary', async () => {
    const br = await ctx.app.inject({
      url: '/assets/index-Zz9.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await ctx.app.inject({
      url: '/assets/index-Zz9.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await ctx.app.inject({ url: '/assets/index-Zz9.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses JSON of 1 KB or more once, and leaves small JSON alone', async () => {
    const big = await ctx.app.inject({
      url: '/test/big-json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toEqual(BIG_JSON);

    const small = await ctx.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: expect.any(String) as unknown });
  });

  it('leaves images and event streams uncompressed', async () => {
    const image = await ctx.app.inject({
      url: '/cdn/seed/deal-01.webp',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);

    const events = await ctx.app.inject({
      url: '/test/events',
      headers: { 'accept-encoding': 'br' },
    });
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body).toContain('data: 555');
  });
});
