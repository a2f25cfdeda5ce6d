import {
  AUTH_HEADER,
  messages,
  OPS_TOKEN_HEADER,
  partnerImportResultSchema,
  paths,
  type Role,
} from '@akkyeo/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { signAccessToken } from '../src/modules/auth/tokens';
import { partnerImportToken } from '../src/modules/partner/import-token';
import { createMember } from './helpers/factories';
import { withTestApp, type TestAppContext } from './helpers/test-app';
import { TEST_JWT_SECRET } from './helpers/test-config';
import { coupangStubConfig, startCoupangStub, type CoupangStub } from './stubs/coupang-stub';

let stub: CoupangStub;

beforeAll(async () => {
  stub = await startCoupangStub();
});

const ctx = withTestApp(() => ({ config: { coupang: coupangStubConfig(stub.url) } }));

afterAll(async () => {
  await stub.close();
});
beforeEach(async () => {
  await ctx.db.deleteFrom('deal').execute();
  stub.delayMs = 0;
  stub.goldBox = [stub.product(1), stub.product(2)];
});

async function tokenFor(role: Role, on: TestAppContext = ctx): Promise<Record<string, string>> {
  const member = await createMember(on.db, { role });
  const token = await signAccessToken(
    { jwtSecret: TEST_JWT_SECRET },
    { memberId: member.id, roles: [role], nickname: member.nickname },
  );
  return { [AUTH_HEADER]: token };
}

const runImport = (target: App, headers: Record<string, string> = {}) =>
  target.inject({ method: 'POST', url: paths.partner.import, headers });

describe('POST /v1/admin/partner/import', () => {
  it('runs the import for a manager and an admin', async () => {
    const reply = await runImport(ctx.app, await tokenFor('ROLE_MANAGER'));
    expect(reply.statusCode).toBe(200);
    expect(partnerImportResultSchema.parse(reply.json())).toMatchObject({
      status: 'done',
      created: 2,
    });
    const again = await runImport(ctx.app, await tokenFor('ROLE_ADMIN'));
    expect(again.json()).toMatchObject({ status: 'done', created: 0, unchanged: 2 });
  });

  it('runs it for the operator token of npm run partner:import', async () => {
    const reply = await runImport(ctx.app, {
      [OPS_TOKEN_HEADER]: partnerImportToken(TEST_JWT_SECRET),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'done', created: 2 });
  });

  it('refuses anonymous callers, members and a wrong operator token', async () => {
    const calls = stub.calls('goldbox');
    expect((await runImport(ctx.app)).json()).toEqual({
      status: 401,
      code: 'LOGIN_REQUIRED',
      message: messages.errors.LOGIN_REQUIRED,
    });
    expect((await runImport(ctx.app, await tokenFor('ROLE_USER'))).json()).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: messages.errors.FORBIDDEN,
    });
    const wrong = await runImport(ctx.app, {
      [OPS_TOKEN_HEADER]: partnerImportToken('another-secret'),
    });
    expect(wrong.statusCode).toBe(401);
    expect(stub.calls('goldbox')).toBe(calls);
  });

  it('answers 503 when Coupang fails', async () => {
    const manager = await tokenFor('ROLE_MANAGER');
    stub.failNext(500, { rCode: '500', rMessage: 'Internal Server Error' });
    const failed = await runImport(ctx.app, manager);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('runs once when two requests come at the same time', async () => {
    stub.delayMs = 150;
    const manager = await tokenFor('ROLE_MANAGER');
    const calls = stub.calls('goldbox');
    const replies = await Promise.all([runImport(ctx.app, manager), runImport(ctx.app, manager)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(replies.map((r) => r.json<{ status: string }>().status).sort()).toEqual([
      'done',
      'skipped',
    ]);
    expect(stub.calls('goldbox')).toBe(calls + 1);
  });
});

describe('POST /v1/admin/partner/import without keys', () => {
  const disabled = withTestApp(() => ({
    config: { coupang: coupangStubConfig(stub.url, { keys: undefined }) },
  }));

  it('answers 503', async () => {
    const manager = await tokenFor('ROLE_MANAGER', disabled);
    expect((await runImport(disabled.app, manager)).json()).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: messages.errors.SERVICE_UNAVAILABLE,
    });
  });
});
