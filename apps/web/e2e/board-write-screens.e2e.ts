import { messages } from '@akkyeo/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { solidPng, writeScreenCheckPost } from './support/api';
import { phoneLoggedInAs, type Role } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { fullyShown, isInsideViewport } from './support/screen-checks';
import { saveScreenshot } from './support/screenshot';

const { baseUrl, phone } = withPhoneBrowser();
const phoneAs = (role: Role) => phoneLoggedInAs(phone, role);

/** A post of the demo member with two pictures, whose edit page shows them. */
const ids = { post: 0 };

beforeAll(async () => {
  ids.post = await writeScreenCheckPost(baseUrl);
});

describe('board pictures, toasts and progress', () => {
  it('leaves out a text file named .png, naming it, and keeps the pictures', async () => {
    const { context, page } = await phoneAs('member');
    await page.goto('/f/board/write');
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'tent.png', mimeType: 'image/png', buffer: await solidPng(500, 400, '#4477aa') },
      { name: 'memo.png', mimeType: 'image/png', buffer: Buffer.from('장보기 목록: 우유, 계란') },
      { name: 'lake.png', mimeType: 'image/png', buffer: await solidPng(400, 500, '#aa7744') },
    ]);
    const alert = page.getByRole('alert');
    await alert.getByText(messages.imageFiles.leftOut(['memo.png'])).waitFor();
    const removes = page.getByRole('button', { name: messages.board.removeImage });
    await expect.poll(() => removes.count()).toBe(2);
    for (const remove of await removes.all()) expect(await fullyShown(remove)).toBe(true);
    await saveScreenshot(page, 'board-write-left-out');

    await removes.first().tap();
    await expect.poll(() => removes.count()).toBe(1);
    await context.close();
  });

  it('shows the remove buttons of registered pictures in full on the edit page', async () => {
    const { context, page } = await phoneAs('member');
    await page.goto(`/f/board/edit/${ids.post}`);
    const removes = page.getByRole('button', { name: messages.board.removeImage });
    await removes.nth(1).waitFor();
    expect(await removes.count()).toBe(2);
    for (const remove of await removes.all()) expect(await fullyShown(remove)).toBe(true);
    await saveScreenshot(page, 'board-edit-thumbnails');
    await context.close();
  });

  it('shows one toast at a time, inside the screen', async () => {
    const { context, page } = await phoneAs('member');
    await page.goto('/f/board/write');
    await page.getByRole('button', { name: '자유' }).tap();
    const post = page.getByRole('button', { name: messages.app.post });
    await post.tap();
    await page.getByText(messages.board.contentRequired).waitFor();
    await page.getByRole('textbox', { name: messages.feed.fieldContent }).fill('짧은 글');
    await post.tap();
    const second = page.getByRole('status').filter({ hasText: messages.board.contentTooShort });
    await second.waitFor();
    expect(await page.getByText(messages.board.contentRequired).count()).toBe(0);
    expect(await isInsideViewport(second)).toBe(true);
    await saveScreenshot(page, 'toast-one-at-a-time');
    await context.close();
  });

  it('draws the progress bar as full as the percent it shows', async () => {
    const { context, page } = await phoneAs('member');
    await page.goto('/f/board/write');
    await page.getByRole('button', { name: '자유' }).tap();
    await page
      .getByRole('textbox', { name: messages.feed.fieldContent })
      .fill(`진행 막대 확인용 게시글 ${Date.now()}`);
    await page
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'one.png', mimeType: 'image/png', buffer: await solidPng(800, 600, '#336699') },
      ]);
    await expect
      .poll(() => page.getByRole('button', { name: messages.board.removeImage }).count())
      .toBe(1);
    await page.getByRole('button', { name: messages.app.post }).tap();
    const dialog = page.getByRole('dialog', { name: messages.board.uploading });
    await dialog.getByText('100%').waitFor();
    const drawn = await dialog.getByRole('progressbar').evaluate((track) => {
      const bar = track.firstElementChild!.getBoundingClientRect().width;
      return {
        ratio: bar / track.getBoundingClientRect().width,
        value: Number(track.getAttribute('aria-valuenow')),
      };
    });
    expect(drawn.value).toBe(100);
    expect(drawn.ratio).toBeCloseTo(1, 2);
    await saveScreenshot(page, 'board-progress-full');
    await page.waitForURL((url) => url.pathname === '/f/board');
    await context.close();
  });
});
