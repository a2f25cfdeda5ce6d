// Schema-driven fuzz: bad input for every operation of the OpenAPI document, as anonymous and as
// a member, over real HTTP. `npm run fuzz` sends ten times more against `npm start`'s server.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateCases, operationsOf, type OpenApiDocument } from '../../../tools/fuzz/cases';
import { runFuzz } from '../../../tools/fuzz/run';
import { buildApp, type App } from '../src/app';
import type { Database } from '../src/db/database';
import { createSessionChecks } from '../src/modules/auth/session-checks';
import { startSession } from '../src/modules/auth/sessions';
import { createMember } from './helpers/factories';
import { testConfig } from './helpers/test-config';
import { createTestDatabase } from './helpers/test-database';
import { startKakaoStub, type KakaoStub } from './stubs/kakao-stub';

const SEED = 15;
const REQUESTS = 1_000;

let database: Database;
let app: App;
let origin: string;
let kakao: KakaoStub;

beforeAll(async () => {
  database = await createTestDatabase();
  kakao = await startKakaoStub({
    clientId: 'rest-key',
    redirectUri: 'http://localhost/joinSuccess',
  });
  const base = testConfig();
  const config = {
    ...base,
    kakao: { ...base.kakao, restApiKey: 'rest-key', authBaseUrl: kakao.url, apiBaseUrl: kakao.url },
  };
  app = await buildApp({ config, db: database });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app?.close();
  await kakao?.close();
  await database?.close();
});

it('answers every bad request with a 4xx in the contract, in Korean, and stays up', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiDocument>();
  const operations = operationsOf(doc);
  expect(operations.length).toBeGreaterThan(40);
  const sessions = createSessionChecks(database.db);
  const tokenOf = async (role: 'ROLE_USER' | 'ROLE_MANAGER') => {
    const member = await createMember(database.db, { role });
    const session = { db: database.db, config: app.config, sessions };
    return (await startSession(session, member)).accessToken;
  };

  const report = await runFuzz(origin, generateCases(operations, REQUESTS, SEED), {
    memberToken: await tokenOf('ROLE_USER'),
    staffToken: await tokenOf('ROLE_MANAGER'),
    concurrency: 4,
  });
  expect(report.sent).toBe(REQUESTS);
  expect(report.violations).toEqual([]);
  expect(report.serverErrors).toBe(0);
  expect(report.healthFailures).toBe(0);
}, 300_000);
