import { describe, expect, it } from 'vitest';
import { messages, paths, toUrl } from '@akkyeo/contracts';
import { DEMO_ACCOUNTS, firstDeal } from './support/api';
import { logIn, requestedPaths } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';

/** A server of its own: the first deal and post are the seeded ones whatever other files wrote. */
const { server, phone } = withPhoneBrowser({ server: {} });

describe('page data in the shell', () => {
  it("gives a visitor's deal page its deal in the page itself; a member's asks the API for theirs", async () => {
    const deal = await firstDeal(server.url);
    const dealPath = toUrl(paths.feed.detail, { id: deal.id });

    const visitor = await phone();
    const visitorAsked = requestedPaths(visitor.page);
    await visitor.page.goto(`/f/about/${deal.id}`);
    await visitor.page.getByRole('heading', { name: deal.name }).waitFor();
    await visitor.page.getByText(messages.feed.comments(deal.commentCount)).waitFor();
    expect(visitorAsked).toContain(toUrl(paths.feed.priceHistory, { id: deal.id }));
    expect(visitorAsked).not.toContain(dealPath);
    expect(await visitor.page.locator('#page-data').count()).toBe(0);
    await visitor.context.close();

    const member = await phone();
    await logIn(member.page, DEMO_ACCOUNTS.member, '/');
    const memberAsked = member.page.waitForRequest(
      (request) => new URL(request.url()).pathname === dealPath,
    );
    await member.page.goto(`/f/about/${deal.id}`);
    await memberAsked;
    await member.page.getByRole('heading', { name: deal.name }).waitFor();
    await member.context.close();
  });
});
