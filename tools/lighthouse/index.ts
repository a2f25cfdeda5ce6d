// `npm run lighthouse`: builds the app, starts the real server on a fresh data directory and runs
// Lighthouse (mobile: simulated slow 4G, 4× CPU) on the four main screens in Debian's Chromium,
// LIGHTHOUSE_RUNS rounds (3). Prints each round's scores, paint figures and CPU benchmark index,
// then each page's medians, the findings, and the targets checked on the medians; it asserts
// nothing. LIGHTHOUSE_BASE_URL audits a server already running instead; LIGHTHOUSE_REPORT_DIR
// keeps the JSON.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../../apps/web/e2e/support/server';
import {
  checkTargets,
  figuresOf,
  findings,
  medianFigures,
  summarise,
  type PageFigures,
  type PageResult,
} from './report';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
/** A server already running (e.g. `npm start`): no build, no server of our own. */
const givenUrl = process.env.LIGHTHOUSE_BASE_URL;
/** Lighthouse's own trace recording fails now and then (NO_NAVSTART, NO_FCP): such an audit runs again. */
const auditRetries = 2;
const rounds = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

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
  const figures: PageFigures[][] = [];
  let last: PageResult[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const results: PageResult[] = [];
    for (const page of pages) {
      console.log(`round ${round}: lighthouse ${page} …`);
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
        writeFileSync(path.join(reportDir, `${name}-${round}.json`), JSON.stringify(lhr));
      }
    }
    figures.push(results.map(figuresOf));
    last = results;
  }
  console.log(
    `\nLighthouse ${last[0]?.lhr.lighthouseVersion}, mobile, simulated slow 4G and 4× CPU` +
      ' (CPU index: an idle desktop core scores about 1,500 or more; well below that, other load' +
      ' on the machine inflates TBT and the simulated paints)',
  );
  figures.forEach((round, index) => console.log(`\nRound ${index + 1}\n${summarise(round)}`));
  const medians = medianFigures(figures);
  console.log(`\nMedians of ${figures.length} rounds\n${summarise(medians)}`);
  const notes = findings(last);
  if (notes.length > 0) console.log(`\nFindings of the last round:\n${notes.join('\n')}`);
  console.log(`\nTargets, on the medians:\n${checkTargets(medians).join('\n')}`);
} finally {
  await server.stop();
}
