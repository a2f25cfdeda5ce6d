import { feedListResponseSchema, messages, paths, toUrl } from '@akkyeo/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, DEMO_ACCOUNTS, writePost } from './support/api';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

const { baseUrl, phone } = withPhoneBrowser();
const DEMO = DEMO_ACCOUNTS.member;

/** The demo member writes a post and a comment on the newest deal through the API. */
async function writeAsDemo(stamp: string) {
  const token = await apiToken(baseUrl, DEMO);
  const postId = await writePost(baseUrl, token, {
    content: `활동 확인용 글입니다 ${stamp}`,
    category: '자유',
  });

  const feed = feedListResponseSchema.parse(
    await (await fetch(`${baseUrl}${paths.feed.list}?size=1`)).json(),
  );
  const dealId = feed.content[0]!.id;
  const comment = await fetch(`${baseUrl}${toUrl(paths.feed.comment, { id: dealId })}`, {
    method: 'POST',
    headers: { 'x-auth-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ content: `활동 확인용 댓글 ${stamp}`, parentId: null }),
  });
  expect(comment.status).toBe(201);
  const commentId = ((await comment.json()) as { comment: { id: number } }).comment.id;
  return { postId, dealId, commentId };
}

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByPlaceholder(messages.auth.idPlaceholder).fill(DEMO.id);
  await page.getByPlaceholder(messages.auth.passwordPlaceholder).fill(DEMO.password);
  await page.getByRole('button', { name: messages.auth.login, exact: true }).tap();
  await page.waitForURL((url) => url.pathname === '/');
}

async function openFromMyInfo(page: Page, link: string, type: string, title: string) {
  await page.goto('/myinfo');
  await page.getByRole('link', { name: link, exact: true }).first().tap();
  await page.waitForURL((url) => url.pathname === '/act' && url.searchParams.get('type') === type);
  await page.getByRole('heading', { name: title }).waitFor();
  await page.getByRole('navigation').getByRole('link', { name: messages.menu.myInfo }).waitFor();
}

describe('my activity on a phone', () => {
  it('lists the post and the comment the demo member made, and each opens its target', async () => {
    const stamp = String(Date.now());
    const made = await writeAsDemo(stamp);
    const { context, page } = await phone();
    await logIn(page);

    await openFromMyInfo(page, messages.member.myPosts, 'post', messages.activity.titles.post);
    const post = page.getByRole('link', { name: new RegExp(stamp) });
    await post.waitFor();
    await saveScreenshot(page, 'activity-posts');
    await post.tap();
    await page.waitForURL((url) => url.pathname === `/f/board/${made.postId}`);
    await page.getByText(`활동 확인용 글입니다 ${stamp}`).first().waitFor();

    await openFromMyInfo(
      page,
      messages.member.myComments,
      'comment',
      messages.activity.titles.comment,
    );
    const comment = page.getByRole('link', { name: new RegExp(stamp) });
    await comment.waitFor();
    await saveScreenshot(page, 'activity-comments');
    await comment.tap();
    await page.waitForURL(
      (url) =>
        url.pathname === `/f/about/${made.dealId}` &&
        url.searchParams.get('type') === `comment-${made.commentId}`,
    );
    const target = page.locator(`#comment-${made.commentId}`);
    await target.getByText(`활동 확인용 댓글 ${stamp}`).waitFor();
    await expect.poll(() => target.getAttribute('data-flash')).toBe('true');
    await context.close();
  });

  it('lists the demo member’s favourites from the count on my info, each opening its deal', async () => {
    const { context, page } = await phone();
    await logIn(page);
    await page.goto('/myinfo');
    await page.getByTestId('bookMarkCount').waitFor();
    await saveScreenshot(page, 'activity-my-info');
    await page.locator('a[href="/act?type=favorite"]').tap();
    await page.waitForURL((url) => url.searchParams.get('type') === 'favorite');
    await page.getByRole('heading', { name: messages.activity.titles.favorite }).waitFor();
    const first = page.locator('main a[href^="/f/about/"]').first();
    await first.waitFor();
    await saveScreenshot(page, 'activity-favorites');
    const href = await first.getAttribute('href');
    await first.tap();
    await page.waitForURL((url) => url.pathname === href);
    await context.close();
  });

  it('shows 나의 활동 for an unknown type', async () => {
    const { context, page } = await phone();
    await logIn(page);
    await page.goto('/act?type=unknown');
    await page.getByRole('heading', { name: messages.activity.fallbackTitle }).waitFor();
    await page.getByText(messages.activity.fallbackEmpty).waitFor();
    await context.close();
  });
});
