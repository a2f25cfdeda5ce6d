import { messages } from '@akkyeo/contracts';
import { describe, expect, it } from 'vitest';
import { withPhoneBrowser } from './support/phone-browser';

const { phone } = withPhoneBrowser();

describe('compressed replies on a phone', () => {
  it('gets the entry script as brotli and the feed list compressed', async () => {
    const { context, page } = await phone();
    const entry = page.waitForResponse((reply) => /\/assets\/index-[^/]+\.js$/.test(reply.url()));
    await page.goto('/');

    const entryReply = await entry;
    expect(await entryReply.request().headerValue('accept-encoding')).toContain('br');
    expect(await entryReply.headerValue('content-encoding')).toBe('br');
    expect(await entryReply.headerValue('vary')).toMatch(/accept-encoding/i);

    // The newest deals come in the page; 인기 asks the API for its list.
    const list = page.waitForResponse((reply) => reply.url().includes('/v1/feed/?'));
    await page.getByRole('tab', { name: messages.feed.sortHot }).tap();
    const listReply = await list;
    expect(listReply.status()).toBe(200);
    expect(await listReply.headerValue('content-encoding')).toMatch(/^(br|gzip)$/);
    expect((await listReply.json()) as unknown).toHaveProperty('content');
    await context.close();
  });
});
