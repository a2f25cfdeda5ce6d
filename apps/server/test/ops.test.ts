import { connect } from 'node:net';
import { messages } from '@akkyeo/contracts';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database';
import { createTestApp, withTestApp } from './helpers/test-app';

const ctx = withTestApp();

describe('GET /healthz', () => {
  it('answers ok with the database kind, and nothing more to the public', async () => {
    const response = await ctx.app.inject({ url: '/healthz', remoteAddress: '203.0.113.5' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: ctx.database.kind });
  });

  it('tells a caller on this host the proxy, timeout and drain settings in effect', async () => {
    const response = await ctx.app.inject({ url: '/healthz', remoteAddress: '127.0.0.1' });
    expect(response.json()).toEqual({
      status: 'ok',
      database: ctx.database.kind,
      operator: {
        trustProxy: false,
        clientAddress: '127.0.0.1',
        statementTimeoutMs: ctx.config.statementTimeoutMs,
        shutdownDrainMs: ctx.config.shutdownDrainMs,
      },
    });
    // Relayed by a proxy on this host: the public answer.
    const relayed = await ctx.app.inject({
      url: '/healthz',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(relayed.json()).toEqual({ status: 'ok', database: ctx.database.kind });
  });

  it('reports a hop count and the address it yields', async () => {
    const { app } = await ctx.startInstance({ config: { trustProxy: 1 } });
    const response = await app.inject({ url: '/healthz', remoteAddress: '127.0.0.1' });
    expect(response.json()).toMatchObject({ operator: { trustProxy: 1 } });
    const relayed = await app.inject({
      url: '/v1/feed/?keyword=x',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.5' },
    });
    expect(relayed.statusCode).toBe(200);
    const counted = await ctx.db
      .selectFrom('rate_limit')
      .select('key')
      .where('key', 'like', 'read:searches:ip:%')
      .execute();
    // One hop: the address the proxy saw (the last one it appended), not the first, claimable one.
    expect(counted.map((row) => row.key)).toEqual(['read:searches:ip:203.0.113.5']);
  });

  it('answers 503 SERVICE_UNAVAILABLE when the database fails', async () => {
    const unreachable = await createDatabase({
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      poolMax: 1,
    });
    const { app: brokenApp } = await createTestApp(unreachable);
    try {
      const response = await brokenApp.inject({ url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await brokenApp.close();
      await unreachable.close();
    }
  });
});

describe('GET /metrics', () => {
  it('serves Prometheus text with default metrics and request durations by route and status', async () => {
    await ctx.app.inject({ url: '/healthz' });
    await ctx.app.inject({ url: '/v1/unknown' });
    const response = await ctx.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} [1-9]/,
    );
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="not_found",status_code="404"\} [1-9]/,
    );
  });
});

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, { get?: { parameters: { name: string }[]; responses: object } }>;
  components: {
    securitySchemes: Record<string, unknown>;
    schemas: Record<string, { properties: Record<string, unknown> }>;
  };
}

describe('OpenAPI', () => {
  it('documents the API from the zod schemas at /docs/json', async () => {
    const response = await ctx.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<OpenApiDocument>();
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(doc.info.title).toBe('아껴라껴 API');
    expect(doc.components.securitySchemes.authToken).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'X-AUTH-TOKEN',
    });
    const list = doc.paths['/v1/feed/']?.get;
    expect(list?.parameters.map((p) => p.name)).toEqual([
      'page',
      'size',
      'cursor',
      'keyword',
      'sort',
      'hideEnded',
      'includeMuted',
    ]);
    expect(Object.keys(doc.paths['/go/{id}']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['302', '404']),
    );
    expect(Object.keys(list?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '500']),
    );
    expect(doc.components.schemas.FeedListItem?.properties.isBookmarked).toEqual({
      type: 'boolean',
    });
    expect(doc.paths['/healthz']).toBeDefined();
    expect(doc.paths['/metrics']).toBeUndefined();
  });

  it('serves the UI at /docs', async () => {
    const response = await ctx.app.inject({ url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>아껴라껴 API</title>');
  });
});

describe('security headers', () => {
  it('sends a strict CSP and no HSTS over http, on every reply', async () => {
    for (const url of ['/healthz', '/v1/unknown', '/f/about/1']) {
      const response = await ctx.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob: https:");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS over https and allows an absolute CDN origin', async () => {
    const { app: httpsApp } = await ctx.startInstance({
      config: {
        publicUrl: 'https://akkyeo.example.com',
        cdnBaseUrl: 'https://cdn.example.net/img',
      },
    });
    const response = await httpsApp.inject({ url: '/healthz' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+; includeSubDomains/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('https://cdn.example.net');
    expect(csp).toContain('upgrade-insecure-requests');
  });
});

describe('drain before a stop', () => {
  it('answers /healthz 503 in the contract shape while serving the rest with Connection: close', async () => {
    const { app } = await ctx.startInstance();
    app.drain.start();
    const health = await app.inject({ url: '/healthz' });
    const draining = { status: 503, code: 'SERVICE_UNAVAILABLE', message: messages.ops.draining };
    expect([health.statusCode, health.json()]).toEqual([503, draining]);
    const feed = await app.inject({ url: '/v1/feed/' });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers.connection).toBe('close');
  });

  it("serves a request that reaches a closing server, closing its connection, never with Fastify's 503", async () => {
    let release!: () => void;
    let entered!: () => void;
    const inFlight = new Promise<void>((done) => (entered = done));
    const held = new Promise<void>((done) => (release = done));
    let closing!: () => void;
    const closeBegun = new Promise<void>((done) => (closing = done));
    const { app, origin } = await ctx.startInstance({
      listen: true,
      setup: (instance) => {
        instance.get('/test/held', async () => {
          entered();
          await held;
          return { held: true };
        });
        instance.addHook('preClose', (next) => {
          closing();
          next();
        });
      },
    });
    const port = Number(new URL(origin!).port);
    const open = () => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      const ended = new Promise<string>((done) => socket.on('close', () => done(received)));
      return { socket, ended };
    };
    const holding = open();
    holding.socket.write('GET /test/held HTTP/1.1\r\nHost: x\r\n\r\n');
    await inFlight;
    // A request begun before close() (so its connection is not idle) and finished after it.
    const late = open();
    late.socket.write('GET /v1/feed/ HTTP/1.1\r\nHost: x\r\n');
    await new Promise<void>((done) => late.socket.once('ready', () => done()));
    const closed = app.close();
    await closeBegun;
    late.socket.write('\r\n');
    release();
    await closed;
    for (const reply of [await holding.ended, await late.ended]) {
      expect(reply).toMatch(/^HTTP\/1\.1 200 /);
      expect(reply).toMatch(/\r\nconnection: close\r\n/i);
      expect(reply).not.toContain('Service Unavailable');
    }
  });
});
