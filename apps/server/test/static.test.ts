import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from './helpers/test-app';

const INDEX_HTML = '<!doctype html><html lang="ko"><body><div id="root"></div></body></html>';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const ctx = withTestApp(() => {
  const dist = mkdtempSync(join(tmpdir(), 'akkyeo-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"아껴라껴"}');
  return { config: { webDistDir: dist } };
});

beforeAll(() => {
  mkdirSync(join(ctx.config.uploadsDir, 'seed'), { recursive: true });
  writeFileSync(join(ctx.config.uploadsDir, 'seed', 'deal-01.webp'), 'RIFF-webp');
  writeFileSync(join(ctx.config.uploadsDir, '.hidden'), 'dotfile');
  writeFileSync(join(ctx.config.dataDir, 'secrets.json'), '{"jwtSecret":"do-not-serve"}');
});

describe('web app', () => {
  it.each(['/', '/f', '/f/board', '/f/board/write', '/search', '/myinfo', '/joinSuccess?code=abc'])(
    'answers the app route %s with index.html, revalidated',
    async (url) => {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it.each(['/f/about/12', '/f/board/3'])(
    'answers the page of a deal or post that does not exist (%s) with index.html and 404',
    async (url) => {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('serves hashed assets as immutable and sw.js / manifest with no-cache', async () => {
    const asset = await ctx.app.inject({ url: '/assets/index-Ab12Cd.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect(asset.body).toBe('console.log(1)');
    for (const url of ['/sw.js', '/manifest.webmanifest', '/index.html']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers unknown paths, missing assets and non-GET app routes with 404 JSON', async () => {
    for (const request of [
      { url: '/assets/missing.js' },
      { url: '/f/about' },
      { url: '/nope/deeper' },
      { url: '/f', method: 'POST' as const },
    ]) {
      const response = await ctx.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });

  it.each(['/nope', '/f/about/1/extra', '/f/board/abc', '/feed/edit/0', '/f/about?x=1'])(
    'answers a browser opening the unknown page %s with the app and 404',
    async (url) => {
      const response = await ctx.app.inject({ url, headers: { accept: BROWSER_ACCEPT } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it.each([
    '/v1/nope',
    '/v1/feed/abc/extra',
    '/assets/missing.js',
    '/cdn/missing.webp',
    '/docs/nope',
  ])('keeps the JSON 404 for %s even when a browser asks for HTML', async (url) => {
    const response = await ctx.app.inject({ url, headers: { accept: BROWSER_ACCEPT } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('/cdn', () => {
  it('serves stored images with a long cache', async () => {
    const response = await ctx.app.inject({ url: '/cdn/seed/deal-01.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe('RIFF-webp');
  });

  it.each([
    '/cdn/../secrets.json',
    '/cdn/..%2fsecrets.json',
    '/cdn/%2e%2e/secrets.json',
    '/cdn/%2e%2e%2fsecrets.json',
    '/cdn/seed/..%2f..%2fsecrets.json',
    '/cdn/seed/%252e%252e/%252e%252e/secrets.json',
    '/cdn/.hidden',
    '/cdn/',
    '/cdn/seed/',
    '/cdn/missing.webp',
  ])('refuses %s', async (url) => {
    const response = await ctx.app.inject({ url });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('do-not-serve');
    expect(response.body).not.toContain('dotfile');
    expect(response.json()).toMatchObject({ status: response.statusCode });
  });
});

describe('web app not built', () => {
  const unbuilt = withTestApp();

  it('answers app routes with a Korean 503 page', async () => {
    const page = await unbuilt.app.inject({ url: '/f/board' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('npm run build');
    expect(page.body).toContain('빌드되지 않았습니다');
    expect((await unbuilt.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
