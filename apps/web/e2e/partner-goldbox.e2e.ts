import { spawn } from 'node:child_process';
import path from 'node:path';
import { messages } from '@akkyeo/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startCoupangStub,
  STUB_KEYS,
  type CoupangStub,
} from '../../server/test/stubs/coupang-stub';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
let stub: CoupangStub;

beforeAll(async () => {
  stub = await startCoupangStub();
  stub.goldBox = [
    stub.product(7001, { productName: '골드박스 무선 이어폰', productPrice: 39_900 }),
    stub.product(7002, { productName: '골드박스 생수 2L 12병', productPrice: 9_900 }),
    stub.product(7003, { productName: '골드박스 로봇청소기', productPrice: 199_000 }),
  ];
});
afterAll(async () => {
  await stub.close();
});

const { server, phone } = withPhoneBrowser({
  server: () => ({
    SEED_DEMO: 'false',
    COUPANG_ACCESS_KEY: STUB_KEYS.accessKey,
    COUPANG_SECRET_KEY: STUB_KEYS.secretKey,
    COUPANG_API_BASE_URL: stub.url,
    COUPANG_IMPORT_ENABLED: 'false',
    // The stub serves the partner links on 127.0.0.1: /go/{id} leads only to public hosts else.
    OUTBOUND_ALLOW_LOOPBACK: 'true',
  }),
});

/** `npm run partner:import` beside the running server (same DATA_DIR and port). */
function partnerImport(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'partner:import'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: server.dataDir,
        PORT: new URL(server.url).port,
        HOST: '127.0.0.1',
        DATABASE_URL: '',
      },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(out))));
  });
}

const card = (page: Page, name: string) => page.locator('article').filter({ hasText: name });

describe('Coupang gold box', () => {
  it('imports the gold box: cards with the 골드박스 badge, a partner-disclosed deal view and a working buy link', async () => {
    expect(await partnerImport()).toContain('through the running server');

    const { context, page } = await phone();
    await page.goto('/');
    for (const item of stub.goldBox) {
      const found = card(page, item.productName);
      await found.waitFor();
      expect(await found.getByText(messages.feed.goldBoxBadge, { exact: true }).count()).toBe(1);
      expect(await found.getByText(messages.feed.ended, { exact: true }).count()).toBe(0);
    }
    await saveScreenshot(page, 'partner-feed');

    const first = stub.goldBox[0]!;
    await card(page, first.productName).getByRole('heading').tap();
    await page.getByText(messages.feed.partnerDisclosure, { exact: false }).first().waitFor();
    const buy = page.getByRole('link', { name: messages.feed.buy }).last();
    // Through /go/{id}, which counts the click and redirects to the partner link.
    expect(await buy.getAttribute('href')).toMatch(/^\/go\/\d+$/);
    await saveScreenshot(page, 'partner-deal-view');

    const [store] = await Promise.all([context.waitForEvent('page'), buy.tap()]);
    await store.getByRole('heading', { name: `쿠팡 상품 ${first.productId}` }).waitFor();
    expect(store.url()).toBe(first.productUrl);
    await context.close();
  });

  it('shows 종료 on the card of an item that left the gold box, which still opens', async () => {
    const gone = stub.goldBox.pop()!;
    expect(await partnerImport()).toContain('1 ended');

    const { context, page } = await phone();
    await page.goto('/');
    const ended = card(page, gone.productName);
    await ended.getByText(messages.feed.ended, { exact: true }).waitFor();
    expect(
      await card(page, stub.goldBox[0]!.productName)
        .getByText(messages.feed.ended, { exact: true })
        .count(),
    ).toBe(0);
    await saveScreenshot(page, 'partner-feed-ended');

    await ended.getByRole('heading').tap();
    await page.getByRole('heading', { name: gone.productName }).first().waitFor();
    await page.getByText(messages.feed.partnerDisclosure, { exact: false }).first().waitFor();
    await saveScreenshot(page, 'partner-deal-view-ended');
    await context.close();
  });
});
