import { AUTH_HEADER, appPath, messages, paths, toUrl } from '@akkyeo/contracts';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, DEMO_ACCOUNTS, writeDeal } from './support/api';
import { logIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

const { baseUrl, phone } = withPhoneBrowser();
let dealId: number;
const MANAGER_COMMENT = `답글 받을 매니저 댓글 ${Date.now()}`;

beforeAll(async () => {
  const manager = await apiToken(baseUrl, DEMO_ACCOUNTS.manager);
  dealId = await writeDeal(baseUrl, manager, {
    name: `댓글 초안 테스트 전기포트 ${Date.now()}`,
    price: 29_000,
    // A long description puts the comment box well below the first screen.
    content: Array.from({ length: 30 }, (_, i) => `<p>상세 설명 ${i + 1}번째 줄입니다.</p>`).join(
      '',
    ),
  });
  const reply = await fetch(`${baseUrl}${toUrl(paths.feed.comment, { id: dealId })}`, {
    method: 'POST',
    headers: { [AUTH_HEADER]: manager, 'content-type': 'application/json' },
    body: JSON.stringify({ content: MANAGER_COMMENT, parentId: null }),
  });
  expect(reply.status).toBe(201);
});

/** Whether `target` shows whole on the phone's screen, not covered (e.g. by the bottom bar). */
const onScreen = (target: Locator) =>
  target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const shown = rect.top >= 0 && rect.bottom <= window.innerHeight;
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return shown && top !== null && (element.contains(top) || top.contains(element));
  });

describe('comment drafts on a phone', () => {
  it('keeps no draft of a reply box holding only the prefilled mention', async () => {
    const { context, page } = await phone();
    const dealPage = appPath('feedViewPage', { id: dealId });
    await logIn(page, DEMO_ACCOUNTS.member, dealPage);
    const box = page.getByRole('textbox', { name: messages.comment.placeholder });
    const comment = page.locator('[id^="comment-"]', { hasText: MANAGER_COMMENT });
    await comment.getByRole('button', { name: messages.comment.reply, exact: true }).tap();
    await expect.poll(() => box.inputValue()).toMatch(/^@.+ $/);

    // Leaving the page saves what the box holds at once; coming back offers no draft.
    await page.goto('/');
    await page.goto(dealPage);
    await comment.waitFor();
    expect(await box.inputValue()).toBe('');
    expect(await page.getByText(messages.drafts.restored).count()).toBe(0);

    // A reply with words of its own is kept.
    await comment.getByRole('button', { name: messages.comment.reply, exact: true }).tap();
    await expect.poll(() => box.inputValue()).toMatch(/^@.+ $/);
    const mention = await box.inputValue();
    await box.pressSequentially('감사합니다');
    await page.goto('/');
    await page.goto(dealPage);
    await page.getByText(messages.drafts.restored).waitFor();
    expect(await box.inputValue()).toBe(`${mention}감사합니다`);
    await saveScreenshot(page, 'comment-reply-draft-kept');
    await context.close();
  });

  it('brings a comment typed while logged out into view after the login, then sends it', async () => {
    const { context, page } = await phone();
    const dealPage = appPath('feedViewPage', { id: dealId });
    await page.goto(dealPage);
    const box = page.getByRole('textbox', { name: messages.comment.placeholder });
    const comment = `로그인하고 이어 쓸 댓글 ${Date.now()}`;
    await box.fill(comment);
    await page.getByRole('button', { name: messages.comment.submit }).tap();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByPlaceholder(messages.auth.idPlaceholder).fill(DEMO_ACCOUNTS.member.id);
    await page
      .getByPlaceholder(messages.auth.passwordPlaceholder)
      .fill(DEMO_ACCOUNTS.member.password);
    await page.getByRole('button', { name: messages.auth.login, exact: true }).tap();
    await page.waitForURL((url) => url.pathname === dealPage);

    const notice = page.getByText(messages.drafts.restored);
    await notice.waitFor();
    expect(await box.inputValue()).toBe(comment);
    await expect.poll(() => onScreen(box)).toBe(true);
    expect(await onScreen(notice)).toBe(true);
    await saveScreenshot(page, 'comment-draft-after-login');
    await page.getByRole('button', { name: messages.comment.submit }).tap();
    await page.locator('[id^="comment-"]', { hasText: comment }).first().waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    await context.close();
  });
});
