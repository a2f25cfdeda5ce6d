import { messages, paths } from '@akkyeo/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, noisePng } from './support/api';
import { logIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';

const { baseUrl, phone } = withPhoneBrowser();

const contentBox = (page: Page) => page.getByRole('textbox', { name: messages.feed.fieldContent });

/** Whether the board's newest posts hold `text`. */
async function boardHas(text: string): Promise<boolean> {
  const reply = await fetch(`${baseUrl}${paths.board.list}?size=20`);
  const body = (await reply.json()) as { content: { content: string }[] };
  return body.content.some((post) => post.content === text);
}

describe('board write on a phone', () => {
  it('offers a member no 공지 or 이벤트, asks for a category, and lets a manager post a 공지', async () => {
    const member = await phone();
    await logIn(member.page, DEMO_ACCOUNTS.member, '/f/board/write');
    const chips = member.page.getByRole('group', { name: messages.board.category });
    await chips.getByRole('button', { name: '자유' }).waitFor();
    expect(await chips.getByRole('button').allTextContents()).toEqual([
      '자유',
      '정보',
      '질문',
      '후기',
    ]);
    await contentBox(member.page).fill('카테고리를 고르지 않은 글입니다');
    await member.page.getByRole('button', { name: messages.app.post }).tap();
    await member.page.getByRole('alert').getByText(messages.board.categoryRequired).waitFor();
    await member.context.close();

    const manager = await phone();
    await logIn(manager.page, DEMO_ACCOUNTS.manager, '/f/board/write');
    await manager.page.getByRole('button', { name: '공지' }).tap();
    const notice = `운영진 공지입니다 ${Date.now()}`;
    await contentBox(manager.page).fill(notice);
    await manager.page.getByRole('button', { name: messages.app.post }).tap();
    await manager.page.getByText(messages.board.posted).waitFor();
    await manager.page.waitForURL((url) => url.pathname === '/f/board');
    await manager.page
      .locator('article', { hasText: notice })
      .getByText('공지', { exact: true })
      .waitFor();
    await manager.context.close();
  });

  it('forgets the draft of a post the server saved after the member went back mid-upload', async () => {
    const { context, page } = await phone();
    await logIn(page, DEMO_ACCOUNTS.member, '/f/board');
    await page.getByRole('button', { name: messages.board.write }).tap();
    await page.waitForURL((url) => url.pathname === '/f/board/write');
    const text = `업로드 중에 뒤로 간 글 ${Date.now()}`;
    await page.getByRole('button', { name: '자유' }).tap();
    await contentBox(page).fill(text);
    await page
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'big.png', mimeType: 'image/png', buffer: await noisePng(1500, 1500) },
      ]);
    await expect.poll(() => page.getByTestId('image-preview').count()).toBe(1);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 4_000_000,
      uploadThroughput: 1_500_000,
    });
    await page.getByRole('button', { name: messages.app.post }).tap();
    const bar = page.getByRole('progressbar');
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(80);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/f/board');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect.poll(() => boardHas(text), { timeout: 30_000 }).toBe(true);

    await page.goto('/f/board/write');
    await contentBox(page).waitFor();
    expect(await contentBox(page).inputValue()).toBe('');
    expect(await page.getByText(messages.drafts.restored).count()).toBe(0);
    await context.close();
  });
});
