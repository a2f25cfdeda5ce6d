import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@akkyeo/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from './support/api';
import { acceptDialog, submitLogIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

let shop: Server;
let shopUrl: string;

function listen(target: Server): Promise<string> {
  return new Promise((resolve) =>
    target.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(target.address() as AddressInfo).port}`);
    }),
  );
}

/** A shop's product page with Open Graph tags and its picture. */
async function startShop(): Promise<void> {
  const png = await solidPng(320, 320, '#2878dc');
  shop = createServer((request, response) => {
    if (request.url === '/image.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      return;
    }
    if (request.url === '/product/77') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        `<html><head><meta property="og:title" content="브라우저 테스트 무선 키보드">
         <meta property="og:site_name" content="테스트상점">
         <meta property="og:image" content="${shopUrl}/image.png"></head><body></body></html>`,
      );
      return;
    }
    response.writeHead(404).end();
  });
  shopUrl = await listen(shop);
}

beforeAll(startShop);
afterAll(async () => {
  await new Promise((resolve) => shop?.close(resolve));
});

/** Loopback fetches allowed, so the link preview can read the local shop. */
const { server, phone } = withPhoneBrowser({ server: { OUTBOUND_ALLOW_LOOPBACK: 'true' } });

const shot = (page: Page, name: string) => saveScreenshot(page, `deals-${name}`);

async function logInFromHome(page: Page, id: string, password: string) {
  await page.goto('/login');
  await submitLogIn(page, id, password);
  await page.waitForURL((url) => url.pathname === '/');
}

describe('writing deals on a phone', () => {
  it('lets a manager write a deal from a product page preview, edit it and delete its picture', async () => {
    const { context, page } = await phone();
    await logInFromHome(page, 'manager', 'manager1234!');
    await page.getByRole('link', { name: messages.feed.write }).tap();
    await page.waitForURL((url) => url.pathname === '/feed/write');

    await page.getByPlaceholder(messages.feed.linkPlaceholder).fill(`${shopUrl}/product/77`);
    const title = page.getByPlaceholder(messages.feed.titlePlaceholder);
    await expect.poll(() => title.inputValue()).toBe('브라우저 테스트 무선 키보드');
    await page.getByPlaceholder(messages.feed.pricePlaceholder).fill('45900');
    await page
      .getByRole('textbox', { name: messages.feed.fieldContent })
      .fill('타건감 좋은 키보드\n\n오늘만 특가');
    const preview = page.getByRole('region', { name: messages.feed.livePreview });
    await preview.getByText('45,900원').waitFor();
    await preview.getByText('테스트상점').waitFor();
    await shot(page, 'write-filled');

    await page.getByRole('button', { name: messages.app.post, exact: true }).tap();
    await page.getByText(messages.feed.postingDone).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    const first = page.locator('main article').first();
    await expect.poll(() => first.locator('h2').textContent()).toBe('브라우저 테스트 무선 키보드');
    await expect
      .poll(() => first.locator('img').getAttribute('src'))
      .toMatch(/^\/cdn\/deal\/[0-9a-f]+\.webp$/);
    await shot(page, 'write-in-feed');

    await first.locator('h2').tap();
    await page.waitForURL(/\/f\/about\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText('오늘만 특가').waitFor();
    await page.getByRole('link', { name: messages.feed.edit }).tap();
    await page.waitForURL((url) => url.pathname === `/feed/edit/${id}`);
    const name = page.getByRole('textbox', { name: messages.feed.fieldTitle });
    await expect.poll(() => name.inputValue()).toBe('브라우저 테스트 무선 키보드');
    await name.fill('수정된 무선 키보드');
    await page.getByRole('spinbutton', { name: messages.feed.fieldPrice }).fill('39900');
    await page.getByRole('button', { name: messages.app.edit, exact: true }).tap();
    await page.waitForURL((url) => url.pathname === `/f/about/${id}`);
    await page.getByRole('heading', { level: 1, name: '수정된 무선 키보드' }).waitFor();
    await page.getByText('39,900원').last().waitFor();

    await page.getByRole('link', { name: messages.feed.edit }).tap();
    await page.waitForURL((url) => url.pathname === `/feed/edit/${id}`);
    const picture = page.getByRole('img', { name: '수정된 무선 키보드' });
    await expect.poll(() => picture.getAttribute('src')).toMatch(/^\/cdn\/deal\//);
    const stored = await picture.getAttribute('src');
    expect((await fetch(`${server.url}${stored}`)).status).toBe(200);
    await page.getByRole('button', { name: messages.feed.deleteImage }).tap();
    await acceptDialog(page, messages.feed.cannotUndo);
    await page.getByText(messages.feed.imageDeleted).waitFor();
    await expect.poll(() => picture.getAttribute('src')).toBe('/logo.svg');
    expect((await fetch(`${server.url}${stored}`)).status).toBe(404);
    await shot(page, 'edit-image-deleted');
    await context.close();
  });

  it('shows a member no write button and sends them back from /feed/write', async () => {
    const { context, page } = await phone();
    await logInFromHome(page, 'demo', 'demo1234!');
    await page.locator('main article').first().waitFor();
    expect(await page.getByRole('link', { name: messages.feed.write }).count()).toBe(0);
    await page.goto('/f/like');
    await page.locator('main article').first().waitFor();
    await page.getByRole('navigation').getByRole('link', { name: messages.menu.hotDeal }).tap();
    await page.waitForURL((url) => url.pathname === '/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/feed/write');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText(messages.access.accessDenied).waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5_000 });
    await context.close();
  });
});
