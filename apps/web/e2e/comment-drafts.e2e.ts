import { AUTH_HEADER, appPath, messages, paths, toUrl } from '@akkyeo/contracts';
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
  });
  const reply = await fetch(`${baseUrl}${toUrl(paths.feed.comment, { id: dealId })}`, {
    method: 'POST',
    headers: { [AUTH_HEADER]: manager, 'content-type': 'application/json' },
    body: JSON.stringify({ content: MANAGER_COMMENT, parentId: null }),
  });
  expect(reply.status).toBe(201);
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
});
