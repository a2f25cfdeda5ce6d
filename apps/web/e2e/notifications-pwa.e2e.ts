import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { feedListResponseSchema, messages } from '@akkyeo/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';
import { startServer } from './support/server';

const { baseUrl, phone } = withPhoneBrowser();

/** Waits until the service worker controls the page. */
async function waitForControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

describe('service worker and installable app', () => {
  it('registers, controls the page, and serves the shell and the feed offline after a visit', async () => {
    const feed = feedListResponseSchema.parse(
      await (await fetch(`${baseUrl}/v1/feed/?page=0&size=10`)).json(),
    );
    const { context, page } = await phone();
    await page.goto('/');
    await waitForControl(page);
    const scriptUrl = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(scriptUrl).toBe(`${baseUrl}/sw.js`);

    // The first list request went out before the worker controlled the page: load once more.
    await page.reload();
    await page.getByText(feed.content[0]!.name).first().waitFor();

    await context.setOffline(true);
    await page.goto('/');
    await page.getByText(feed.content[0]!.name).first().waitFor();
    await page.getByRole('navigation').getByRole('link', { name: messages.menu.hotDeal }).waitFor();
    await saveScreenshot(page, 'noti-offline-feed');

    await page.goto('/docs');
    await page.getByText(messages.offline.title).waitFor();
    await saveScreenshot(page, 'noti-offline-page');
    await context.close();
  });

  it('keeps the browser install event and shows the install dialog on the feed; 닫기 hides it', async () => {
    const { context, page } = await phone();
    await page.goto('/');
    await hydrated(page);
    const prevented = await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(prevented).toBe(true);
    const dialog = page.getByRole('dialog', { name: messages.install.title });
    await dialog.waitFor();
    await saveScreenshot(page, 'noti-install-dialog');
    await dialog.getByRole('button', { name: messages.install.close }).tap();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('asks to reload when a new service worker waits, and reloads into it on 확인', async () => {
    const webDist = realpathSync(
      path.resolve(process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../dist')),
    );
    const distCopy = mkdtempSync(path.join(tmpdir(), 'akkyeo-e2e-dist-'));
    cpSync(webDist, distCopy, { recursive: true });
    const server = await startServer({ WEB_DIST_DIR: distCopy });
    try {
      const { context, page } = await phone(server.url);
      await page.goto('/');
      await waitForControl(page);
      await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));

      const swFile = path.join(distCopy, 'sw.js');
      writeFileSync(swFile, `${readFileSync(swFile, 'utf8')}\n// next version\n`);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });

      const prompt = page.getByRole('alertdialog');
      await prompt.getByText(messages.sw.updateAvailable).waitFor({ timeout: 30_000 });
      await saveScreenshot(page, 'noti-update-prompt');
      await prompt.getByRole('button', { name: messages.app.confirm }).tap();
      await page.waitForFunction(() => !('beforeUpdate' in window), undefined, { timeout: 30_000 });
      await waitForControl(page);
      await context.close();
    } finally {
      await server.stop();
      rmSync(distCopy, { recursive: true, force: true });
    }
  });
});
