import { messages } from '@akkyeo/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_CHECK_POST_TEXT, writeScreenCheckPost } from './support/api';
import { phoneLoggedInAs, type Role } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

const { baseUrl, phone } = withPhoneBrowser();
const phoneAs = (role: Role) => phoneLoggedInAs(phone, role);

/** A post of the demo member, which a notification link names with a comment id it lacks. */
const ids = { post: 0 };

beforeAll(async () => {
  ids.post = await writeScreenCheckPost(baseUrl);
});

describe('addresses opened directly', () => {
  it.each(['/nope', '/f/about/1/extra', '/f/board/abc', '/f/about/abc'])(
    '%s answers 404 and shows the app’s not-found page',
    async (path) => {
      const { context, page } = await phoneAs('visitor');
      const reply = await page.goto(path);
      expect(reply?.status()).toBe(404);
      await page.getByRole('heading', { name: messages.app.notFoundPage }).waitFor();
      expect(await page.getByRole('link', { name: messages.app.goHome }).count()).toBeGreaterThan(
        0,
      );
      if (path === '/nope') await saveScreenshot(page, 'not-found');
      await context.close();
    },
  );

  it('bad ids of the edit pages show the not-found page to the member and the manager', async () => {
    for (const [role, path] of [
      ['member', '/f/board/edit/abc'],
      ['manager', '/feed/edit/abc'],
      ['member', '/f/board/edit/0'],
    ] as const) {
      const { context, page } = await phoneAs(role);
      await page.goto(path);
      await page.getByRole('heading', { name: messages.app.notFoundPage }).waitFor();
      await context.close();
    }
  });

  it('ids that name nothing say what is missing, with a way forward', async () => {
    const { context, page } = await phoneAs('member');
    const missing = [
      ['/f/board/99999999', messages.board.notFound, messages.board.backToList],
      ['/f/about/99999999', messages.app.notFoundPage, messages.app.goHome],
      ['/f/board/edit/99999999', messages.board.notFound, messages.board.backToList],
    ] as const;
    for (const [path, heading, way] of missing) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.getByRole('link', { name: way, exact: true }).waitFor();
      expect(await page.getByText(messages.app.loading).count(), path).toBe(0);
    }
    await context.close();
  });

  it('a notification link whose comment id names nothing still opens the post', async () => {
    const { context, page } = await phoneAs('member');
    await page.goto(`/f/board/${ids.post}?type=comment-nope`);
    await page.getByText(SCREEN_CHECK_POST_TEXT).first().waitFor();
    await context.close();
  });
});
