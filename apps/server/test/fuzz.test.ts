// Schema-driven fuzz: bad input for every operation of the OpenAPI document, as anonymous and as
// a member, over real HTTP. `npm run fuzz` sends ten times more against `npm start`'s server.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateCases, operationsOf, type OpenApiDocument } from '../../../tools/fuzz/cases';
import { runFuzz } from '../../../tools/fuzz/run';
import { createSessionChecks } from '../src/modules/auth/session-checks';
import { startSession } from '../src/modules/auth/sessions';
import { createMember } from './helpers/factories';
import { withTestApp } from './helpers/test-app';
import { testConfig } from './helpers/test-config';
import { startKakaoStub, type KakaoStub } from './stubs/kakao-stub';

const SEED = 15;
const REQUESTS = 1_000;

let kakao: KakaoStub;

beforeAll(async () => {
  kakao = await startKakaoStub({
    clientId: 'rest-key',
    redirectUri: 'http://localhost/joinSuccess',
  });
});
afterAll(async () => {
  await kakao?.close();
});
const ctx = withTestApp(() => ({
  listen: true,
  config: {
    kakao: {
      ...testConfig().kakao,
      restApiKey: 'rest-key',
      authBaseUrl: kakao.url,
      apiBaseUrl: kakao.url,
    },
  },
}));

it('answers every bad request with a 4xx in the contract, in Korean, and stays up', async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiDocument>();
  const operations = operationsOf(doc);
  expect(operations.length).toBeGreaterThan(40);
  const sessions = createSessionChecks(ctx.db);
  const tokenOf = async (role: 'ROLE_USER' | 'ROLE_MANAGER') => {
    const member = await createMember(ctx.db, { role });
    const session = { db: ctx.db, config: ctx.config, sessions };
    return (await startSession(session, member)).accessToken;
  };

  const multipartRoutes = operations
    .filter((operation) => operation.multipart)
    .map((operation) => `${operation.method} ${operation.path}`);
  expect(multipartRoutes).toEqual(
    expect.arrayContaining([
      'POST /v1/board/',
      'PUT /v1/board/{id}',
      'POST /v1/feed/tip',
      'PUT /v1/feed/tip/{id}',
    ]),
  );
  const cases = generateCases(operations, REQUESTS, SEED);
  const tipMultipart = cases.filter(
    (one) => one.kind === 'multipart' && 'path' in one && one.path.startsWith('/v1/feed/tip'),
  );
  expect(tipMultipart.length).toBeGreaterThan(0);

  const report = await runFuzz(ctx.origin, cases, {
    memberToken: await tokenOf('ROLE_USER'),
    staffToken: await tokenOf('ROLE_MANAGER'),
    concurrency: 4,
  });
  expect(report.sent).toBe(REQUESTS);
  expect(report.violations).toEqual([]);
  expect(report.serverErrors).toBe(0);
  expect(report.healthFailures).toBe(0);
}, 300_000);
