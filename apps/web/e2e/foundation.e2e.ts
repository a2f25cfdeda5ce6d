import { describe, expect, it } from 'vitest';
import { appRoutes, feedListResponseSchema, messages } from '@akkyeo/contracts';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

const { baseUrl, phone } = withPhoneBrowser();

describe('app shell on a phone', () => {
  it('shows the header, the bottom menu and the seeded deals on /', async () => {
    const firstPage = feedListResponseSchema.parse(
      await (await fetch(`${baseUrl}/v1/feed/?page=0&size=10`)).json(),
    );
    expect(firstPage.content.length).toBe(10);

    const { context, page } = await phone();
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect
      .poll(() => header.getByRole('link', { name: messages.header.search }).isVisible())
      .toBe(true);
    await expect
      .poll(() => header.getByRole('link', { name: messages.header.notifications }).isVisible())
      .toBe(true);

    const menu = page.getByRole('navigation');
    for (const label of Object.values(messages.menu)) {
      expect(await menu.getByRole('link', { name: label }).count()).toBe(1);
    }
    await page.getByText(firstPage.content[0]!.name).first().waitFor();
    await page.getByText(firstPage.content[2]!.name).first().waitFor();
    await saveScreenshot(page, 'feed-home');
    await context.close();
  });

  it('opens the board list from the bottom menu', async () => {
    const { context, page } = await phone();
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: messages.menu.board }).tap();
    await page.waitForURL('**/f/board');
    const active = page.getByRole('navigation').locator('[aria-current="page"]');
    await expect.poll(() => active.textContent()).toContain(messages.menu.board);
    await context.close();
  });

  it('sends a logged-out visitor of a guarded route to login with the redirect query', async () => {
    const { context, page } = await phone();
    await page.goto('/noti?from=bell');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/noti?from=bell');
    await context.close();
  });
});

describe('route table', () => {
  it('answers every app route, sending guarded ones to login', async () => {
    const { context, page } = await phone();
    for (const route of appRoutes) {
      const target = route.path.replace(':id', '1');
      const reply = await page.goto(target);
      expect(reply?.status(), target).toBe(200);
      if (route.requiresAuth) {
        await page.waitForURL((url) => url.pathname === '/login');
        expect(new URL(page.url()).searchParams.get('redirect'), target).toBe(target);
      } else {
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname, target).toBe(target);
        expect(await page.locator('#root').innerText(), target).not.toBe('');
      }
    }
    await context.close();
  });
});
