import {
  AUTH_HEADER,
  alertPreviewSchema,
  messages,
  notificationListResponseSchema,
  paths,
} from '@akkyeo/contracts';
import { describe, expect, it } from 'vitest';
import { apiToken, DEMO_ACCOUNTS, writeDeal } from './support/api';
import { logIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

const { baseUrl, phone } = withPhoneBrowser();

async function getJson(token: string, path: string): Promise<unknown> {
  const reply = await fetch(`${baseUrl}${path}`, { headers: { [AUTH_HEADER]: token } });
  expect(reply.status, path).toBe(200);
  return reply.json();
}

describe('keyword alerts on a phone', () => {
  it('a member adds 버즈 without 케이스 under 200,000원 and is told of the matching deal only', async () => {
    const member = await apiToken(baseUrl, DEMO_ACCOUNTS.member);
    const manager = await apiToken(baseUrl, DEMO_ACCOUNTS.manager);
    const { context, page } = await phone();
    await logIn(page, DEMO_ACCOUNTS.member, '/noti');

    await page.getByRole('link', { name: messages.alert.title }).tap();
    await page.waitForURL((url) => url.pathname === '/noti/keyword');
    await page.getByText(messages.alert.empty).waitFor();
    await saveScreenshot(page, 'keyword-alerts-empty');

    await page.getByRole('button', { name: messages.alert.add }).tap();
    const sheet = page.getByRole('dialog', { name: messages.alert.addTitle });
    await sheet.getByLabel(messages.alert.keywordLabel).fill('버즈');
    await sheet.getByLabel(messages.alert.excludesLabel).fill('케이스');
    await sheet.getByRole('button', { name: messages.alert.excludeAdd }).tap();
    await sheet.getByRole('button', { name: messages.alert.excludeRemove('케이스') }).waitFor();
    await sheet.getByLabel(messages.alert.maxPriceLabel).fill('200000');
    const expected = alertPreviewSchema.parse(
      await getJson(
        member,
        `${paths.alert.preview}?keyword=${encodeURIComponent('버즈')}&excludes=${encodeURIComponent('케이스')}&maxPrice=200000`,
      ),
    );
    await sheet
      .getByRole('status')
      .filter({ hasText: messages.alert.preview(expected.count) })
      .waitFor();
    for (const item of expected.items) await sheet.getByText(item.name).waitFor();
    await saveScreenshot(page, 'keyword-alerts-sheet');

    await sheet.getByRole('button', { name: messages.alert.save }).tap();
    await sheet.waitFor({ state: 'detached' });
    const toggle = page.getByRole('switch', { name: messages.alert.enable('버즈') });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await page.getByText(messages.alert.summaryExcludes(['케이스']), { exact: false }).waitFor();
    await saveScreenshot(page, 'keyword-alerts-list');

    const caseDeal = await writeDeal(baseUrl, manager, {
      name: '갤럭시 버즈3 케이스',
      price: 19_000,
    });
    const dealId = await writeDeal(baseUrl, manager, { name: '갤럭시 버즈3 프로', price: 199_000 });

    // The job queue runs one job at a time in order, so once the second deal's alert is written
    // the first deal's matching has run too.
    const title = messages.alert.matchTitle('버즈');
    const alerts = async () =>
      notificationListResponseSchema
        .parse(await getJson(member, paths.notification.list))
        .content.filter((item) => item.title === title);
    await expect
      .poll(async () => (await alerts()).map((item) => item.message))
      .toEqual([messages.alert.matchMessage('갤럭시 버즈3 프로', 199_000)]);
    const [alert] = await alerts();
    expect(alert).toMatchObject({ isRead: false, link: `/f/about/${dealId}` });
    expect(caseDeal).not.toBe(dealId);

    await page.goto('/noti');
    const row = page
      .getByRole('button', { name: new RegExp(title) })
      .filter({ hasText: alert!.message });
    await expect.poll(() => row.getAttribute('data-unread')).toBe('true');
    await expect.poll(() => page.getByTestId('bell-dot').count()).toBe(1);
    expect(
      await page
        .getByRole('button', { name: /케이스/ })
        .filter({ hasText: title })
        .count(),
    ).toBe(0);
    await saveScreenshot(page, 'keyword-alerts-noti');

    await row.tap();
    await page.waitForURL((url) => url.pathname === `/f/about/${dealId}`);
    await page.getByRole('heading', { name: '갤럭시 버즈3 프로' }).waitFor();

    await page.goto('/noti/keyword');
    await page.getByRole('button', { name: messages.alert.edit('버즈') }).tap();
    const edit = page.getByRole('dialog', { name: messages.alert.editTitle });
    await edit
      .getByRole('status')
      .filter({ hasText: messages.alert.preview(expected.count + 1) })
      .waitFor();
    await edit.getByRole('link', { name: /갤럭시 버즈3 프로/ }).waitFor();
    expect(await edit.getByText('갤럭시 버즈3 케이스').count()).toBe(0);
    await context.close();
  });
});
