import {
  messages,
  notificationDetailSchema,
  notificationListResponseSchema,
  type NotificationItem,
} from '@akkyeo/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';
import { apiToken, DEMO_ACCOUNTS } from './support/api';
import { logIn } from './support/browser';

const { baseUrl, phone } = withPhoneBrowser();
const DEMO = DEMO_ACCOUNTS.member;
const MANAGER = DEMO_ACCOUNTS.manager;

async function api<T>(token: string, path: string, body?: object): Promise<T> {
  const reply = await fetch(`${baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'x-auth-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(reply.ok, `${path}: ${reply.status}`).toBe(true);
  return (await reply.json()) as T;
}

const row = (page: Page, item: NotificationItem) =>
  page.getByRole('button', { name: new RegExp(item.title) }).filter({ hasText: item.message });

describe('notifications on a phone', () => {
  it('lists the demo member’s notifications; tapping one opens the deal and marks it read', async () => {
    const token = await apiToken(baseUrl, DEMO);
    const list = notificationListResponseSchema.parse(await api(token, '/v1/notification/'));
    const unread = list.content.find((item) => !item.isRead)!;
    expect(unread).toBeDefined();

    const { context, page } = await phone();
    await logIn(page, DEMO, '/noti');
    await page.getByRole('heading', { name: messages.notification.title }).waitFor();
    for (const item of list.content) await row(page, item).first().waitFor();
    await expect.poll(() => row(page, unread).first().getAttribute('data-unread')).toBe('true');
    await expect.poll(() => page.getByTestId('bell-dot').count()).toBe(1);
    await saveScreenshot(page, 'noti-list');

    await row(page, unread).first().tap();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === unread.link);
    await expect
      .poll(
        async () =>
          notificationDetailSchema.parse(await api(token, `/v1/notification/${unread.id}`)).isRead,
      )
      .toBe(true);
    await context.close();
  });

  it('a reply to my deal comment shows in my list and opens the deal with the reply flashed', async () => {
    const demoToken = await apiToken(baseUrl, DEMO);
    const managerToken = await apiToken(baseUrl, MANAGER);
    const feed = await api<{ content: { id: number }[] }>(demoToken, '/v1/feed/?size=1');
    const dealId = feed.content[0]!.id;
    const mine = await api<{ comment: { id: number } }>(demoToken, `/v1/feed/${dealId}/comment`, {
      content: '이 가격이면 살 만한가요?',
      parentId: null,
    });
    const reply = await api<{ comment: { id: number } }>(
      managerToken,
      `/v1/feed/${dealId}/comment`,
      {
        content: '@알뜰쇼퍼 역대 최저가예요!',
        parentId: mine.comment.id,
      },
    );

    const { context, page } = await phone();
    await logIn(page, DEMO, '/noti');
    const notice = page
      .getByRole('button', { name: new RegExp(messages.notification.replyTitle) })
      .filter({ hasText: '역대 최저가예요' });
    await notice.waitFor();
    await saveScreenshot(page, 'noti-reply');
    await notice.tap();

    const elementId = `comment-${reply.comment.id}`;
    await page.waitForURL(
      (url) => url.pathname === `/f/about/${dealId}` && url.searchParams.get('type') === elementId,
    );
    const flashed = page.locator(`#${elementId}`);
    await flashed.waitFor();
    await expect.poll(() => flashed.getAttribute('data-flash')).toBe('true');
    await expect
      .poll(() =>
        flashed.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await saveScreenshot(page, 'noti-reply-flash');
    await context.close();
  });

  it('switches new-deal notifications from my info', async () => {
    const { context, page } = await phone();
    await logIn(page, MANAGER, '/noti');
    await page.goto('/myinfo');
    const toggle = page.getByRole('switch', { name: messages.notification.notifyNewDeals });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.tap();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await saveScreenshot(page, 'noti-myinfo-toggle');
    const token = await apiToken(baseUrl, MANAGER);
    expect(await api(token, '/v1/notification/settings')).toEqual({ notifyNewDeals: false });
    await toggle.tap();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await context.close();
  });
});
