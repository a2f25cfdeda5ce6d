// Replies are written by fast-json-stringify from the contracts' zod schemas; test runs compile
// every route's serializer with the app and also encode each reply with zod to compare.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  compileFastSerializer,
  createResponseSerializerCompiler,
} from '../src/lib/response-serializer';
import { withTestApp } from './helpers/test-app';

const item = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() });
const probe = { schema: item, method: 'GET', url: '/probe', httpStatus: '200' };

describe('response serializer', () => {
  it('sends only the fields the contract declares, before and after fast-json-stringify loads', async () => {
    const serialize = createResponseSerializerCompiler({ verify: false })(probe);
    const reply = { id: 1, name: '라면', note: null, passwordHash: 'secret' };
    expect(JSON.parse(serialize(reply))).toEqual({ id: 1, name: '라면', note: null });
    await new Promise((resolve) => setImmediate(resolve));
    expect(serialize(reply)).toBe('{"id":1,"name":"라면","note":null}');
  });

  it('fails a test run on a reply that breaks its contract', () => {
    const serialize = createResponseSerializerCompiler({ verify: true })(probe);
    expect(() => serialize({ id: 1, name: 7, note: null })).toThrow();
    expect(serialize({ id: 2, name: '생수', note: '묶음' })).toBe(
      '{"id":2,"name":"생수","note":"묶음"}',
    );
  });
});

describe('every route', () => {
  const ctx = withTestApp();

  it('has response schemas that fast-json-stringify compiles', () => {
    const failures: string[] = [];
    let compiled = 0;
    for (const route of ctx.app.routeTable) {
      const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
      for (const [status, schema] of Object.entries(responses)) {
        try {
          compileFastSerializer(schema);
          compiled++;
        } catch (error) {
          failures.push(`${String(route.method)} ${route.url} ${status}: ${String(error)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(compiled).toBeGreaterThan(100);
  });
});
