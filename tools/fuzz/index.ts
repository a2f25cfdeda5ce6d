// `npm run fuzz`: 10,000+ generated bad requests (seeded) against the real server started as
// `npm start` starts it, anonymous, as the demo member and (for `/v1/admin/` routes) as the demo manager.
// any reply outside the contract or a failed /healthz.
import { startServer } from '../../apps/web/e2e/support/server';
import { startKakaoStub } from '../../apps/server/test/stubs/kakao-stub';
import { generateCases, operationsOf, type OpenApiDocument } from './cases';
import { runFuzz } from './run';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 15);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);

const kakao = await startKakaoStub({
  clientId: 'fuzz-key',
  redirectUri: 'http://127.0.0.1/joinSuccess',
});
const server = await startServer({
  LOG_LEVEL: 'fatal',
  KAKAO_REST_API_KEY: 'fuzz-key',
  KAKAO_AUTH_BASE_URL: kakao.url,
  KAKAO_API_BASE_URL: kakao.url,
});
let failed: boolean;
try {
  const doc = (await (await fetch(`${server.url}/docs/json`)).json()) as OpenApiDocument;
  const tokenOf = async (id: string, password: string) => {
    const login = await fetch(`${server.url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, password }),
    });
    return ((await login.json()) as { token: string }).token;
  };
  const operations = operationsOf(doc);
  const started = Date.now();
  const report = await runFuzz(server.url, generateCases(operations, REQUESTS, SEED), {
    memberToken: await tokenOf('demo', 'demo1234!'),
    staffToken: await tokenOf('manager', 'manager1234!'),
    concurrency: CONCURRENCY,
  });
  const healthy = (await fetch(`${server.url}/healthz`)).ok;
  console.log(
    `\nfuzz: ${report.sent} requests over ${operations.length} operations (seed ${SEED}) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  console.table(
    Object.entries(report.byStatus).map(([status, count]) => ({ status: Number(status), count })),
  );
  console.log(`5xx: ${report.serverErrors}`);
  console.log(`replies outside the contract: ${report.violationCount}`);
  console.log(
    `/healthz: ${report.healthChecks - report.healthFailures}/${report.healthChecks} up during the run, ${healthy ? 'up' : 'DOWN'} after it`,
  );
  for (const violation of report.violations) console.log('  ', violation);
  failed =
    report.serverErrors > 0 || report.violationCount > 0 || report.healthFailures > 0 || !healthy;
} finally {
  await server.stop();
  await kakao.close();
}
process.exit(failed ? 1 : 0);
