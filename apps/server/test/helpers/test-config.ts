import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../../src/config';
import { GENEROUS_READ_BUDGETS } from './generous-read-budgets';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

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
