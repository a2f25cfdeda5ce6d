// `npm test`: unit, component and integration tests, then the build and its byte budget, then the
// browser tests when Chromium is here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const requireBrowser = process.env.REQUIRE_BROWSER === '1';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  return result.status ?? 1;
}

const unit = run('npx', ['vitest', 'run']);
if (unit !== 0) process.exit(unit);

const build = run('npm', ['run', 'build']);
if (build !== 0) process.exit(build);
const budget = run('npx', ['vitest', 'run', '--config', 'apps/web/build/vitest.config.ts']);
if (budget !== 0) process.exit(budget);

if (!existsSync(chromePath)) {
  const banner = `\n${'!'.repeat(72)}\n  BROWSER TESTS SKIPPED: no Chromium at ${chromePath}.\n  Install it with: apt-get install -y chromium fonts-noto-cjk\n${'!'.repeat(72)}\n`;
  console.error(banner);
  process.exit(requireBrowser ? 1 : 0);
}

process.exit(run('npx', ['vitest', 'run', '--config', 'apps/web/e2e/vitest.config.ts']));
