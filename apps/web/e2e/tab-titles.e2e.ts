import { describe, it } from 'vitest';
import { messages } from '@akkyeo/contracts';
import { firstDeal } from './support/api';
import { expectTitle } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';

const title = messages.pageTitle.format;
/** A server of its own: the first deal is the seeded one whatever other files wrote. */
const { server, phone } = withPhoneBrowser({ server: {} });

describe('tab titles', () => {
  it('names each screen in the tab title', async () => {
    const deal = await firstDeal(server.url);
    const { context, page } = await phone();
    await page.goto('/');
    await expectTitle(page, title(messages.pageTitle.screens.main));

    await page.getByRole('img', { name: deal.name, exact: true }).first().tap();
    await page.waitForURL(`**/f/about/${deal.id}`);
    await expectTitle(page, title(deal.name));
    await page.goBack();
    await expectTitle(page, title(messages.pageTitle.screens.main));

    await page.goto('/f/board');
    await expectTitle(page, title(messages.pageTitle.screens.boardListPage));
    await page.goto('/search');
    await expectTitle(page, title(messages.pageTitle.screens.searchPage));
    await page.goto('/login');
    await expectTitle(page, title(messages.pageTitle.screens.login));
    await page.goto('/find/id');
    await expectTitle(page, title(messages.pageTitle.screens.idFind));
    await context.close();
  });
});
