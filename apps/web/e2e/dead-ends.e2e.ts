import { AUTH_HEADER, messages, paths, toUrl } from '@akkyeo/contracts';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, DEMO_ACCOUNTS, writeDeal, writePost } from './support/api';
import { logIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

const { baseUrl, phone } = withPhoneBrowser();
const MISSING_ID = 987_654;
const tokens = { member: '', manager: '', admin: '' };

beforeAll(async () => {
  tokens.member = await apiToken(baseUrl, DEMO_ACCOUNTS.member);
  tokens.manager = await apiToken(baseUrl, DEMO_ACCOUNTS.manager);
  tokens.admin = await apiToken(baseUrl, DEMO_ACCOUNTS.admin);
});

async function call(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      [AUTH_HEADER]: token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

/** True when the element's middle is what the screen shows there (nothing floats over it). */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && (hit === element || element.contains(hit));
  });

describe('dead ends on a phone', () => {
  it('shows a missing deal as the not-found page (404) with a way home', async () => {
    const response = await fetch(`${baseUrl}/f/about/${MISSING_ID}`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
    const { context, page } = await phone();
    await page.goto(`/f/about/${MISSING_ID}`);
    await page.getByRole('heading', { name: messages.app.notFoundPage }).waitFor();
    await page.getByRole('link', { name: messages.app.goHome, exact: true }).tap();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('answers /go of a missing deal with the not-found page, and serves a favicon', async () => {
    const { context, page } = await phone();
    const reply = await page.goto(toUrl(paths.feed.go, { id: MISSING_ID }));
    expect(reply?.status()).toBe(404);
    await page.getByRole('heading', { name: messages.app.notFoundPage }).waitFor();
    expect(await page.locator('body').innerText()).not.toContain('"status"');
    const icon = await fetch(`${baseUrl}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/icon/);
    await context.close();
  });

  it("lets the admin open a post they hid, show it again, and names the reported post's author", async () => {
    const text = `관리자가 숨길 게시글입니다 ${Date.now()}`;
    const id = await writePost(baseUrl, tokens.member, { content: text, category: '자유' });
    await call('POST', toUrl(paths.board.report, { id }), tokens.manager, { reason: '스팸/광고' });

    const { context, page } = await phone();
    await logIn(page, DEMO_ACCOUNTS.admin, '/admin/reports');
    const report = page.locator('article', { hasText: text });
    await report.getByText('알뜰쇼퍼').waitFor();
    await report.getByRole('button', { name: messages.admin.hide }).tap();
    await page.getByRole('alertdialog').getByRole('button', { name: messages.app.confirm }).tap();
    await page.getByText(messages.admin.hidden).waitFor();

    await page.getByRole('tab', { name: messages.admin.tabResolved }).tap();
    await report.getByRole('link').first().tap();
    await page.waitForURL((url) => url.pathname === `/f/board/${id}`);
    await page.getByText(messages.board.moderatorHiddenNotice).waitFor();
    await page.getByText(text).waitFor();
    await saveScreenshot(page, 'dead-ends-hidden-post-admin');
    await page.getByRole('button', { name: messages.board.unhide }).tap();
    await page.getByText(messages.board.unhidden).waitFor();
    await expect.poll(() => page.getByText(messages.board.moderatorHiddenNotice).count()).toBe(0);
    await context.close();

    const member = await phone();
    await member.page.goto(`/f/board/${id}`);
    await member.page.getByText(text).waitFor();
    await member.context.close();
  });

  it("says why a blocked member's post is gone and leads back to the board", async () => {
    const author = await apiToken(baseUrl, DEMO_ACCOUNTS.manager);
    const id = await writePost(baseUrl, author, {
      content: `차단될 회원의 글 ${Date.now()}`,
      category: '정보',
    });
    const { context, page } = await phone();
    await logIn(page, DEMO_ACCOUNTS.member, '/f/board');
    const managerId = await page.evaluate(async (postId) => {
      const reply = await fetch(`/v1/board/${postId}`);
      return ((await reply.json()) as { memberId: number }).memberId;
    }, id);
    await call('POST', toUrl(paths.member.block, { memberId: managerId }), tokens.member);
    await page.goto(`/f/board/${id}`);
    await page.getByRole('heading', { name: messages.block.blockedPost }).waitFor();
    await page.getByRole('link', { name: messages.board.backToList }).tap();
    await page.waitForURL((url) => url.pathname === '/f/board');
    await call('DELETE', toUrl(paths.member.block, { memberId: managerId }), tokens.member);
    await context.close();
  });

  it('edits with 수정, turns off an ended deal’s 구매하기, and shows a denied page at once', async () => {
    const dealId = await writeDeal(baseUrl, tokens.manager, {
      name: `끝난 딜 ${Date.now()}`,
      price: 9_900,
    });
    await call('POST', toUrl(paths.feed.endedReport, { id: dealId }), tokens.manager);
    const manager = await phone();
    await logIn(manager.page, DEMO_ACCOUNTS.manager, `/feed/edit/${dealId}`);
    await manager.page.getByRole('button', { name: messages.app.edit, exact: true }).waitFor();
    expect(
      await manager.page.getByRole('button', { name: messages.app.post, exact: true }).count(),
    ).toBe(0);
    await manager.page.goto(`/f/about/${dealId}`);
    await manager.page
      .getByText(messages.feed.buyEnded)
      .filter({ visible: true })
      .first()
      .waitFor();
    expect(await manager.page.getByRole('link', { name: messages.feed.buy }).count()).toBe(0);
    await manager.context.close();

    const member = await phone();
    await logIn(member.page, DEMO_ACCOUNTS.member, '/myinfo');
    await member.page.getByText(messages.member.favorites).first().waitFor();
    await member.page.goto('/feed/write');
    await member.page
      .getByRole('heading', { name: messages.access.accessDenied })
      .waitFor({ timeout: 1_000 });
    await member.context.close();
  });

  it('keeps the 글쓰기 button off the board cards’ ⋯ while scrolling down', async () => {
    const { context, page } = await phone();
    await logIn(page, DEMO_ACCOUNTS.member, '/f/board');
    await page.locator('article').nth(2).waitFor();
    // By its text: once it steps aside it leaves the accessibility tree.
    const fab = page.locator('button', { hasText: messages.board.write });
    await fab.waitFor();
    await page.evaluate(() => window.scrollBy(0, 700));
    await expect.poll(() => fab.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    const menus = page.getByRole('button', { name: messages.board.menu });
    for (const menu of await menus.all()) {
      const box = await menu.boundingBox();
      if (box && box.y > 60 && box.y + box.height < 844 - 70)
        expect(await uncovered(menu)).toBe(true);
    }
    await page.evaluate(() => window.scrollBy(0, -300));
    await expect.poll(() => fab.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await context.close();
  });
});
