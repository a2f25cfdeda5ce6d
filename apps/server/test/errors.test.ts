import { errorBodySchema, messages } from '@akkyeo/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/lib/app-error';
import { errorResponses } from '../src/lib/http-schemas';
import { loggerInto } from './helpers/log-lines';
import { withTestApp } from './helpers/test-app';

const logLines: string[] = [];
const body = z.object({ name: z.string().min(1), size: z.number().int() });

const ctx = withTestApp({
  config: { bodyLimitBytes: 2048 },
  logger: loggerInto(logLines),
  setup: (app) => {
    app.post(
      '/test/echo',
      { schema: { body, response: { 200: body, ...errorResponses(400, 413, 415) } } },
      (request) => request.body,
    );
    app.get('/test/boom', () => {
      throw new Error('secret internal detail');
    });
    app.get('/test/conflict', () => {
      throw new AppError(409, 'DUPLICATE_ID');
    });
    app.get(
      '/test/bad-response',
      { schema: { response: { 200: z.object({ id: z.number() }) } } },
      () => ({ id: 'one' }) as unknown as { id: number },
    );
  },
});

const expectError = (
  response: { statusCode: number; json: () => unknown; headers: Record<string, unknown> },
  status: number,
  code: string,
  message?: string,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = errorBodySchema.strict().parse(response.json());
  expect(body).toEqual({
    status,
    code,
    message: message ?? messages.errors[code as keyof typeof messages.errors],
  });
};

describe('error replies', () => {
  it('answers unknown /v1 paths with 404 NOT_FOUND JSON, for any method', async () => {
    expectError(await ctx.app.inject({ url: '/v1/nothing-here' }), 404, 'NOT_FOUND');
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/v1/feed/1/nothing', payload: {} }),
      404,
      'NOT_FOUND',
    );
    expectError(await ctx.app.inject({ url: '/wp-login.php' }), 404, 'NOT_FOUND');
  });

  it('answers a malformed URL with 400 in the contract shape', async () => {
    expectError(await ctx.app.inject({ url: '/v1/feed/%zz' }), 400, 'VALIDATION_FAILED');
  });

  it('answers malformed and empty JSON with 400 MALFORMED_JSON', async () => {
    const headers = { 'content-type': 'application/json' };
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/test/echo', headers, payload: '{"name": ' }),
      400,
      'MALFORMED_JSON',
    );
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/test/echo', headers, payload: '' }),
      400,
      'MALFORMED_JSON',
    );
  });

  it('names the invalid field on validation failures', async () => {
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { name: 'a' },
    });
    expectError(missing, 400, 'VALIDATION_FAILED', '페이지 크기는 숫자로 입력해주세요.');
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { name: '', size: 1 },
    });
    expectError(wrong, 400, 'VALIDATION_FAILED', '제목을 입력해주세요.');
    const query = await ctx.app.inject({ url: '/v1/feed/?size=1000' });
    expectError(query, 400, 'VALIDATION_FAILED', '페이지 크기는 50 이하로 입력해주세요.');
  });

  it('answers a body over BODY_LIMIT_BYTES with 413 PAYLOAD_TOO_LARGE', async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(4096), size: 1 });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectError(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an AppError with its status and code', async () => {
    expectError(await ctx.app.inject({ url: '/test/conflict' }), 409, 'DUPLICATE_ID');
  });

  it('answers an unexpected error with the generic 500, logs the stack and leaks nothing', async () => {
    const response = await ctx.app.inject({ url: '/test/boom' });
    expectError(response, 500, 'INTERNAL_ERROR');
    expect(response.body).not.toContain('secret internal detail');
    const logged = logLines.find((line) => line.includes('secret internal detail'));
    expect(logged).toBeDefined();
    const entry = JSON.parse(logged ?? '{}') as { level?: number; err?: { stack?: string } };
    expect(entry.level).toBe(50);
    expect(entry.err?.stack).toContain('errors.test.ts');
  });

  it('turns a reply that breaks its response schema into a logged 500', async () => {
    const response = await ctx.app.inject({ url: '/test/bad-response' });
    expectError(response, 500, 'INTERNAL_ERROR');
    expect(logLines.some((line) => line.includes('response does not match its schema'))).toBe(true);
  });

  it('echoes a well-formed X-Request-Id and makes one otherwise', async () => {
    const given = await ctx.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await ctx.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const onError = await ctx.app.inject({ url: '/v1/nothing-here' });
    expect(onError.headers['x-request-id']).toBeTruthy();
  });
});
