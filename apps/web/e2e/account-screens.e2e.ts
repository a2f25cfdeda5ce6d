import { messages } from '@akkyeo/contracts';
import { describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT, phoneLoggedInAs, type Role } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { fullyShown, isInsideViewport, scrollWidth, settle, slug } from './support/screen-checks';
import { saveScreenshot } from './support/screenshot';

const { phone } = withPhoneBrowser();
const phoneAs = (role: Role) => phoneLoggedInAs(phone, role);

describe('account screens', () => {
  const accountPaths = [
    '/login',
    '/f/login',
    '/join',
    '/f/join',
    '/selectJoin',
    '/find/id',
    '/password/reset',
    '/login/unlock',
    '/joinSuccess',
  ];

  it('show the logo once, and fit the phone', async () => {
    const { context, page } = await phoneAs('visitor');
    for (const path of accountPaths) {
      await page.goto(path);
      await settle(page);
      const homeLinks = page.getByRole('link', { name: messages.header.home });
      expect(await homeLinks.count(), path).toBe(1);
      expect(await isInsideViewport(homeLinks.first()), path).toBe(true);
      expect(await scrollWidth(page), path).toBe(PHONE_VIEWPORT.width);
    }
    await context.close();
  });

  it('open the consent sheets with their close button in full view', async () => {
    const { context, page } = await phoneAs('visitor');
    for (const path of ['/join', '/f/join']) {
      await page.goto(path);
      for (const [view, title] of [
        [messages.auth.viewTerms, messages.legal.termsTitle],
        [messages.auth.viewPrivacy, messages.legal.privacyTitle],
        [messages.auth.viewMarketing, messages.marketing.title],
      ] as const) {
        await page.getByRole('button', { name: view }).tap();
        const sheet = page.getByRole('dialog', { name: title });
        await sheet.waitFor();
        const close = sheet.getByRole('button', { name: messages.app.close });
        await expect
          .poll(() => isInsideViewport(close), { message: `${path} ${title}` })
          .toBe(true);
        await expect.poll(() => fullyShown(close), { message: `${path} ${title}` }).toBe(true);
        if (path === '/join') await saveScreenshot(page, `join-sheet-${slug(view)}`);
        await close.tap();
        await sheet.waitFor({ state: 'detached' });
      }
    }
    await context.close();
  });
});
