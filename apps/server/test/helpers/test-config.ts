import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../../src/config';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** Read budgets out of the way of tests that list many times (their own tests set small ones). */
const GENEROUS_READ_BUDGETS = Object.fromEntries(
  [
    'RATE_LIMIT_KEYWORD_PREVIEWS',
    'RATE_LIMIT_KEYWORD_PREVIEWS_PER_ADDRESS',
    'RATE_LIMIT_SEARCHES',
    'RATE_LIMIT_SEARCHES_PER_ADDRESS',
    'RATE_LIMIT_LIST_READS',
    'RATE_LIMIT_LIST_READS_PER_ADDRESS',
  ].map((name) => [name, '100000']),
);

/** A valid config on a fresh temp DATA_DIR, quiet logs, no web build; overrides win. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'akkyeo-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    ...GENEROUS_READ_BUDGETS,
  });
  return { ...config, ...overrides };
}

/** The test config's rate limits with these changed. */
export function testRateLimits(overrides: Partial<Config['rateLimits']>): Config['rateLimits'] {
  return { ...testConfig().rateLimits, ...overrides };
}
