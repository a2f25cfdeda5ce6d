import {
  AUTH_HEADER,
  adminReportListResponseSchema,
  boardDetailSchema,
  boardListResponseSchema,
  messages,
  type BoardListItem,
} from '@akkyeo/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmDialog } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';
import { apiToken, DEMO_ACCOUNTS, noisePng } from './support/api';

const { server, phone } = withPhoneBrowser({ server: {} });

/** A PNG of noise: a picture that does not compress, so its upload takes a while. */
async function photo(name: string, width: number, height: number) {
  return { name, mimeType: 'image/png', buffer: await noisePng(width, height) };
}

async function boardList(token?: string) {
  const response = await fetch(`${server.url}/v1/board/?size=50`, {
    headers: token ? { [AUTH_HEADER]: token } : {},
  });
  return boardListResponseSchema.parse(await response.json()).content;
}

/** Logs in through the login page as the demo member and lands on `path`. */
async function memberPhone(path: string) {
  const { context, page } = await phone();
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByPlaceholder(messages.auth.idPlaceholder).fill('demo');
  await page.getByPlaceholder(messages.auth.passwordPlaceholder).fill('demo1234!');
  await page.getByRole('button', { name: messages.auth.login, exact: true }).tap();
  await page.waitForURL((url) => url.pathname === path);
  return { context, page };
}

/** Records every value the progress bar shows, from now on. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const read = () => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

/** Slows uploads down like a phone network, so the progress has time to move. */
async function throttleUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 3 * 1024 * 1024,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

function expectProgressTo100(values: number[]) {
  expect(values.at(-1)).toBe(100);
  expect(values.some((value) => value > 0 && value < 100)).toBe(true);
  values.forEach((value, i) => {
    if (i > 0) expect(value).toBeGreaterThanOrEqual(values[i - 1]!);
  });
}

const card = (page: Page, text: string): Locator =>
  page.locator('article', { hasText: text }).first();

describe('the board on a phone', () => {
  const content = `오늘 다녀온 캠핑 사진입니다 ${Date.now()}`;
  const edited = `${content} (사진 바꿈)`;

  it('writes a post with two images while the progress modal climbs to 100, then finds it first', async () => {
    const { context, page } = await memberPhone('/f/board');
    await page.getByRole('button', { name: messages.board.write }).tap();
    await page.waitForURL('**/f/board/write');

    await page.getByRole('button', { name: '후기' }).tap();
    await page.getByRole('textbox', { name: messages.feed.fieldContent }).fill(content);
    await page
      .locator('input[type="file"]')
      .setInputFiles([await photo('tent.png', 1100, 1000), await photo('lake.png', 900, 1200)]);
    await expect.poll(() => page.getByTestId('image-preview').count()).toBe(2);
    await saveScreenshot(page, 'board-write');

    const progress = await recordProgress(page);
    const unthrottle = await throttleUploads(page);
    await page.getByRole('button', { name: messages.app.post }).tap();
    await page.getByRole('progressbar').waitFor();
    await saveScreenshot(page, 'board-progress', { settle: false });
    await page.getByText(messages.board.posted).waitFor();
    await unthrottle();
    expectProgressTo100(await progress());
    await page.waitForURL((url) => url.pathname === '/f/board');

    const first = page.locator('article').first();
    await first.getByText(content).waitFor();
    await expect.poll(() => first.getByTestId('carousel-slide').count()).toBe(2);
    await first.getByText('후기', { exact: true }).waitFor();
    await saveScreenshot(page, 'board-list');

    const [latest] = await boardList();
    expect(latest).toMatchObject({ content, category: '후기', memberName: '알뜰쇼퍼' });
    expect(latest!.imgPaths).toHaveLength(2);
    await context.close();
  });

  it('opens the lightbox, edits the post (one image out, one in), likes, comments and replies', async () => {
    const { context, page } = await memberPhone('/f/board');
    const before = (await boardList()).find((item) => item.content === content) as BoardListItem;
    const post = card(page, content);
    await post.getByText(content).waitFor();

    await post.getByRole('button', { name: /\(1\/2\)$/ }).tap();
    const lightbox = page.locator('.yarl__root');
    await lightbox.waitFor();
    await expect
      .poll(() => lightbox.locator('.yarl__slide_current img').getAttribute('src'))
      .toBe(before.imgPaths[0]);
    await saveScreenshot(page, 'board-lightbox');
    await page.getByRole('button', { name: messages.board.lightbox.close }).tap();
    await lightbox.waitFor({ state: 'detached' });

    await post.getByRole('button', { name: messages.board.menu }).tap();
    await page.getByRole('button', { name: messages.board.editPost }).tap();
    await page.waitForURL(`**/f/board/edit/${before.id}`);
    await expect.poll(() => page.getByTestId('image-preview').count()).toBe(2);
    await page.getByRole('button', { name: messages.board.removeImage }).first().tap();
    await page.locator('input[type="file"]').setInputFiles([await photo('fire.png', 800, 800)]);
    await expect.poll(() => page.getByTestId('image-preview').count()).toBe(2);
    await page.getByRole('textbox', { name: messages.feed.fieldContent }).fill(edited);
    await saveScreenshot(page, 'board-edit');
    await page.getByRole('button', { name: messages.app.edit }).tap();
    await page.getByText(messages.board.edited).waitFor();
    await page.waitForURL((url) => url.pathname === '/f/board');

    const after = (await boardList()).find((item) => item.id === before.id)!;
    expect(after.content).toBe(edited);
    expect(after.imgPaths).toHaveLength(2);
    expect(after.imgPaths[0]).toBe(before.imgPaths[1]);
    expect(before.imgPaths).not.toContain(after.imgPaths[1]);

    const editedCard = card(page, edited);
    const like = editedCard.getByRole('button', { name: messages.board.like });
    await like.tap();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => like.textContent()).toBe('1');

    await editedCard.getByRole('link', { name: messages.board.comment }).tap();
    await page.waitForURL(`**/f/board/${before.id}`);
    const box = page.getByRole('textbox', { name: messages.comment.placeholder });
    await box.fill('텐트 어디 제품인가요?');
    await page.getByRole('button', { name: messages.comment.submit }).tap();
    const comment = page.getByText('텐트 어디 제품인가요?');
    await comment.waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    await page.waitForLoadState('networkidle');
    await comment.tap();
    await expect.poll(() => box.inputValue()).toBe(messages.comment.mention('알뜰쇼퍼'));
    await box.pressSequentially('코베아 제품이에요');
    await page.getByRole('button', { name: messages.comment.submit }).tap();
    await page.getByText('@알뜰쇼퍼 코베아 제품이에요').waitFor();
    await page.getByText(messages.feed.comments(2)).waitFor();
    await saveScreenshot(page, 'board-detail');

    const detail = boardDetailSchema.parse(
      await (await fetch(`${server.url}/v1/board/${before.id}`)).json(),
    );
    expect(detail.comments).toHaveLength(1);
    expect(detail.comments[0]).toMatchObject({ content: '텐트 어디 제품인가요?', level: 1 });
    expect(detail.comments[0]!.comment).toMatchObject([
      { content: '@알뜰쇼퍼 코베아 제품이에요', level: 2 },
    ]);
    await context.close();
  });

  it('hides one post (gone from the list) and reports another', async () => {
    const { context, page } = await memberPhone('/f/board');
    const token = await apiToken(server.url, DEMO_ACCOUNTS.member);
    const others = (await boardList(token)).filter((item) => item.memberName !== '알뜰쇼퍼');
    const [hidden, reported] = others as [BoardListItem, BoardListItem];
    const firstLine = (item: BoardListItem) => item.content.split('\n')[0]!;

    const hideCard = card(page, firstLine(hidden));
    await hideCard.waitFor();
    await hideCard.getByRole('button', { name: messages.board.menu }).tap();
    await page.getByRole('button', { name: messages.board.hide }).tap();
    await confirmDialog(page, messages.board.confirmHide);
    await page.getByText(messages.board.hidden).waitFor();
    await hideCard.waitFor({ state: 'detached' });
    await page.reload();
    await card(page, firstLine(reported)).waitFor();
    expect(await page.locator('article', { hasText: firstLine(hidden) }).count()).toBe(0);
    expect((await boardList(token)).map((item) => item.id)).not.toContain(hidden.id);

    const reportCard = card(page, firstLine(reported));
    await reportCard.getByRole('button', { name: messages.board.menu }).tap();
    await page.getByRole('button', { name: messages.board.report }).tap();
    await page.getByRole('button', { name: '스팸/광고' }).tap();
    await confirmDialog(page, messages.board.confirmReport);
    await page.getByText(messages.board.reported).waitFor();
    await saveScreenshot(page, 'board-reported');

    const admin = await apiToken(server.url, DEMO_ACCOUNTS.admin);
    const queue = adminReportListResponseSchema.parse(
      await (
        await fetch(`${server.url}/v1/admin/reports`, { headers: { [AUTH_HEADER]: admin } })
      ).json(),
    );
    expect(queue.content.find((report) => report.board.id === reported.id)).toMatchObject({
      reason: '스팸/광고',
      reporter: { nickname: '알뜰쇼퍼' },
    });
    await context.close();
  });

  it('sends a visitor who taps Write to login with a redirect to the write page', async () => {
    const { context, page } = await phone();
    await page.goto('/f/board');
    await page.getByRole('button', { name: messages.board.write }).tap();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/f/board/write');
    await context.close();
  });
});
