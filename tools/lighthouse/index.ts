// `npm run lighthouse`: builds the app, starts the real server on a fresh data directory and runs
// Lighthouse (mobile: simulated slow 4G, 4× CPU) on the four main screens in Debian's Chromium.
// Prints the scores, the paint and stability figures and the findings; it asserts nothing.
// LIGHTHOUSE_BASE_URL audits a server already running instead; LIGHTHOUSE_REPORT_DIR keeps the JSON.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../../apps/web/e2e/support/server';
import { checkTargets, findings, summarise, type PageResult } from './report';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
/** A server already running (e.g. `npm start`): no build, no server of our own. */
const givenUrl = process.env.LIGHTHOUSE_BASE_URL;
/** Lighthouse's own trace recording fails now and then (NO_NAVSTART, NO_FCP): such an audit runs again. */
const auditRetries = 2;

if (!givenUrl) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function firstDealId(baseUrl: string): Promise<number> {
  const reply = await fetch(`${baseUrl}/v1/feed/?page=0&size=1`);
  const body = (await reply.json()) as { content: { id: number }[] };
  const id = body.content[0]?.id;
  if (id === undefined) throw new Error('the seeded feed is empty');
  return id;
}

async function audit(url: string): Promise<PageResult['lhr']> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const server = givenUrl
  ? { url: givenUrl, stop: async () => {} }
  : await startServer({ LOG_LEVEL: 'error' });
try {
  const dealId = await firstDealId(server.url);
  const pages = ['/', `/f/about/${dealId}`, '/f/board', '/search'];
  const results: PageResult[] = [];
  for (const page of pages) {
    console.log(`lighthouse ${page} …`);
    let lhr = await audit(`${server.url}${page}`);
    for (let retry = 1; lhr.runtimeError && retry <= auditRetries; retry += 1) {
      console.log(`  the audit failed (${lhr.runtimeError.code}); running it again`);
      lhr = await audit(`${server.url}${page}`);
    }
    if (lhr.runtimeError) {
      console.log(`  the audit failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    results.push({ page, lhr });
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = page === '/' ? 'home' : page.replace(/^\//, '').replace(/\//g, '-');
      writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
    }
  }
  console.log(
    `\nLighthouse ${results[0]?.lhr.lighthouseVersion}, mobile, simulated slow 4G and 4× CPU\n`,
  );
  console.log(summarise(results));
  const cpu = results.map(({ lhr }) => Math.round(lhr.environment.benchmarkIndex)).join(', ');
  console.log(
    `\nCPU benchmark index of the runs: ${cpu} (an idle desktop core scores about 1,500 or more;` +
      ' well below that, other load on the machine inflates TBT and the simulated paints)',
  );
  const notes = findings(results);
  if (notes.length > 0) console.log(`\nFindings:\n${notes.join('\n')}`);
  console.log(`\nTargets:\n${checkTargets(results).join('\n')}`);
} finally {
  await server.stop();
}
