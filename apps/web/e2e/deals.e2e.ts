import { messages } from '@akkyeo/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptDialog, submitLogIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

/** A server of its own: the feed's end is counted against it while nothing else writes deals. */
const { server, phone } = withPhoneBrowser({ server: {} });

const shot = (page: Page, name: string) => saveScreenshot(page, `deals-${name}`);

async function openFirstDeal(page: Page): Promise<number> {
  await page.goto('/');
  await page.locator('article h2').first().tap();
  await page.waitForURL(/\/f\/about\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

describe('reading deals on a phone', () => {
  it('scrolls the feed to the end message', async () => {
    const { context, page } = await phone();
    await page.goto('/');
    await page.locator('article').first().waitFor();
    const end = page.getByText(messages.app.endOfList);
    for (let i = 0; i < 40 && !(await end.isVisible()); i++) {
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(200);
    }
    await end.waitFor();
    let total = 0;
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const body = (await (await fetch(`${server.url}/v1/feed/?size=50${query}`)).json()) as {
        content: unknown[];
        page: { nextCursor: string | null };
      };
      total += body.content.length;
      cursor = body.page.nextCursor;
    } while (cursor);
    expect(await page.locator('main article').count()).toBe(total);
    await shot(page, 'feed-end');
    await context.close();
  });

  it('opens a deal; a visitor bookmarking logs in and comes back; likes and comments', async () => {
    const { context, page } = await phone();
    const id = await openFirstDeal(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(messages.feed.commentLoginRequired).waitFor();
    await shot(page, 'deal-view');

    await page.getByRole('button', { name: messages.feed.bookmark }).last().tap();
    await acceptDialog(page, messages.access.loginRequired);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/f/about/${id}`);
    await submitLogIn(page, 'demo', 'demo1234!');
    await page.waitForURL((url) => url.pathname === `/f/about/${id}`);

    const star = page.getByRole('button', { name: messages.feed.bookmark }).last();
    const starred = await star.getAttribute('aria-pressed');
    await star.tap();
    await expect
      .poll(() => star.getAttribute('aria-pressed'))
      .toBe(starred === 'true' ? 'false' : 'true');

    const like = page.getByRole('button', { name: new RegExp(messages.feed.like) });
    const before = Number((await like.locator('span').last().textContent())?.replace(/,/g, ''));
    const liked = (await like.getAttribute('aria-pressed')) === 'true';
    await like.tap();
    await acceptDialog(page, liked ? messages.feed.unlikeConfirm : messages.feed.likeConfirm);
    await expect
      .poll(async () =>
        Number((await like.locator('span').last().textContent())?.replace(/,/g, '')),
      )
      .toBe(liked ? before - 1 : before + 1);
    expect(await like.getAttribute('aria-pressed')).toBe(liked ? 'false' : 'true');

    const box = page.getByRole('textbox', { name: messages.comment.placeholder });
    await box.fill('브라우저에서 남긴 댓글입니다');
    await page.getByRole('button', { name: messages.comment.submit, exact: true }).tap();
    const mine = page.locator('article[id^="comment-"]', {
      hasText: '브라우저에서 남긴 댓글입니다',
    });
    await mine.waitFor();
    await expect.poll(() => box.inputValue()).toBe('');

    await mine.getByText('브라우저에서 남긴 댓글입니다').tap();
    await expect.poll(() => box.inputValue()).toBe('@알뜰쇼퍼 ');
    await box.pressSequentially('답글도 남깁니다');
    await box.press('Control+Enter');
    const reply = page.locator('article[id^="comment-"]', { hasText: '@알뜰쇼퍼 답글도 남깁니다' });
    await reply.waitFor();
    expect(await reply.getAttribute('class')).toMatch(/reply/);
    await shot(page, 'deal-comments');

    const replyId = await reply.getAttribute('id');
    await page.goto(`/f/about/${id}?type=${replyId}`);
    const target = page.locator(`#${replyId}`);
    await expect.poll(() => target.getAttribute('data-flash')).toBe('true');
    await expect
      .poll(() =>
        target.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await page.waitForTimeout(500);
    await shot(page, 'deal-flash');
    await expect.poll(() => target.getAttribute('data-flash'), { timeout: 5_000 }).toBeNull();
    await context.close();
  });

  it('shows the sticky summary once the picture scrolls away', async () => {
    const { context, page } = await phone();
    // A seeded deal with a picture (other files add deals without one to the shared server).
    await page.goto('/');
    await page
      .locator('article', { has: page.locator('img') })
      .locator('h2')
      .first()
      .tap();
    await page.waitForURL(/\/f\/about\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const summary = page.locator('[data-visible]');
    expect(await summary.count()).toBe(0);
    // The rest of the page renders after the picture: scroll until there is room to.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 600);
        return summary.count();
      })
      .toBe(1);
    await summary.waitFor();
    await shot(page, 'deal-sticky');
    await context.close();
  });
});
