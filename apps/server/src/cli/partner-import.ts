import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  OPS_TOKEN_HEADER,
  partnerImportResultSchema,
  paths,
  type PartnerImportResult,
} from '@akkyeo/contracts';
import { pino } from 'pino';
import { createServices } from '../services';
import { loadConfig, REPO_ROOT, type Config } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { partnerImportToken } from '../modules/partner/import-token';
import { createCursorCodec } from '../lib/cursor';
import { createOutbound } from '../lib/outbound';
import { createStorage } from '../lib/storage';
import { createRateLimiter } from '../plugins/rate-limit';

const SERVER_TIMEOUT_MS = 60_000;

/**
 * `npm run partner:import`: runs the gold-box import once. When a server runs on this
 * configuration (HOST:PORT answers) the import goes through it — on the embedded database only
 * that process may open DATA_DIR — authenticated with the operator token derived from
 * JWT_SECRET; otherwise it opens the database itself (refused while another process holds DATA_DIR).
 */
async function main(): Promise<void> {
  const envFile = join(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig(process.env, (message) => console.warn(message));

  const url = serverUrl(config);
  const viaServer = await importThroughServer(url, config);
  if (viaServer) {
    print(viaServer, `through the running server at ${url}`);
    return;
  }
  print(await importDirectly(config), 'directly (no server answered at ' + url + ')');
}

function serverUrl(config: Config): string {
  const host = /^(0\.0\.0\.0|::|\[::\])$/.test(config.host) ? '127.0.0.1' : config.host;
  const hostPart = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${hostPart}:${config.port}${paths.partner.import}`;
}

/** The server's answer; undefined when nothing listens there. */
async function importThroughServer(
  url: string,
  config: Config,
): Promise<PartnerImportResult | undefined> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { [OPS_TOKEN_HEADER]: partnerImportToken(config.jwtSecret) },
      signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
    });
  } catch (error) {
    if (isConnectionRefused(error)) return undefined;
    throw new Error(`The server at ${url} did not answer: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return partnerImportResultSchema.parse(body);
  const message = (body as { message?: string } | undefined)?.message ?? '';
  const hint =
    response.status === 503
      ? ' Are COUPANG_ACCESS_KEY and COUPANG_SECRET_KEY set for the server? Its log says why the import failed.'
      : response.status === 401
        ? ' The server has another JWT_SECRET than this shell.'
        : '';
  throw new Error(`The server at ${url} answered ${response.status} ${message}.${hint}`);
}

async function importDirectly(config: Config): Promise<PartnerImportResult> {
  if (!config.coupang.keys) {
    throw new Error('Coupang Partners is off: set COUPANG_ACCESS_KEY and COUPANG_SECRET_KEY.');
  }
  const logger = pino({ level: config.logLevel });
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  try {
    await migrateToLatest(database.db);
    const { partner } = createServices({
      config,
      db: database,
      log: logger,
      storage: await createStorage(config),
      cursors: createCursorCodec(config.jwtSecret),
      outbound: createOutbound(),
      limiter: createRateLimiter(database.db),
    });
    return await partner.importGoldBox();
  } finally {
    await database.close();
  }
}

function isConnectionRefused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return cause?.code === 'ECONNREFUSED';
}

function print(result: PartnerImportResult, how: string): void {
  if (result.status === 'skipped') {
    console.log(`Gold-box import skipped ${how}: another import is running.`);
    return;
  }
  const { received, invalid, created, updated, priceChanged, reopened, ended, unchanged } = result;
  console.log(
    `Gold-box import done ${how}: ${received} items received (${invalid} invalid), ` +
      `${created} created, ${updated} updated (${priceChanged} price changes, ${reopened} back), ` +
      `${ended} ended, ${unchanged} unchanged.`,
  );
}

main().catch((error: unknown) => {
  console.error(`partner:import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
