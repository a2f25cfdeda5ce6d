// Sharing a deal on a phone without Kakao's key and without the Web Share API: the page's own
// fallback copies the deal's canonical address and says so. The share code is fetched on the tap.
// The deal is written through the API, so the server's job draws its share image meanwhile.
import { AUTH_HEADER, feedDetailSchema, messages, paths } from '@akkyeo/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiToken, DEMO_ACCOUNTS } from './support/api';
import { requestedPaths } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

/** A server of its own: the deal written here stays out of the other files' feeds. */
const { server, phone } = withPhoneBrowser({ server: {} });

async function postDeal(): Promise<number> {
  const token = await apiToken(server.url, DEMO_ACCOUNTS.manager);
  const reply = await fetch(`${server.url}${paths.feed.create}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [AUTH_HEADER]: token },
    body: JSON.stringify({
      url: 'https://www.coupang.com/vp/products/424242',
      name: '공유 점검용 무선 청소기 2025년형',
      price: 129_000,
      isFreeShipping: true,
      content: '<p>공유해 보세요</p>',
      image: null,
      containImage: false,
    }),
  });
  expect(reply.status).toBe(201);
  return ((await reply.json()) as { id: number }).id;
}

/** The deal page's canonical address, as the server writes it into the HTML it first sends. */
async function canonicalOf(id: number): Promise<string> {
  let canonical: string | undefined;
  // The shell waits at most 50 ms for the deal's tags; on a busy machine it is asked again.
  await expect
    .poll(
      async () => {
        const html = await (await fetch(`${server.url}/f/about/${id}`)).text();
        canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
        return canonical;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return canonical!;
}

describe('sharing a deal', () => {
  it('copies the deal’s canonical address when the phone has no Web Share API', async () => {
    const id = await postDeal();
    const canonical = await canonicalOf(id);
    expect(canonical).toBe(`${server.url}/f/about/${id}`);

    // The server's job draws the deal's share image once the write commits.
    let shareImage: string | null = null;
    await expect
      .poll(
        async () => {
          const reply = await fetch(`${server.url}/v1/feed/${id}`);
          ({ shareImage } = feedDetailSchema.parse(await reply.json()));
          return shareImage;
        },
        { timeout: 30_000 },
      )
      .toMatch(new RegExp(`/share/${id}-[0-9a-f]+\\.jpg$`));
    const image = await fetch(new URL(shareImage!, server.url));
    expect(image.status).toBe(200);
    const drawn = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([drawn.width, drawn.height]).toEqual([1200, 630]);

    const { context, page } = await phone();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const requested = requestedPaths(page);
    await page.goto(`/f/about/${id}`);
    await page.getByRole('heading', { name: '공유 점검용 무선 청소기 2025년형' }).waitFor();
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    // The share code (its own chunks: `share-…js`, `share-link-…js`) comes with the tap.
    const shareChunk = (path: string) => /^\/assets\/share-[\w-]+\.js$/.test(path);
    expect(requested.filter(shareChunk)).toEqual([]);

    await page.getByRole('button', { name: messages.feed.shareMessenger }).tap();
    await page.getByText(messages.feed.urlCopied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    expect(requested.filter(shareChunk).length).toBeGreaterThan(0);
    await saveScreenshot(page, 'share-copied');

    // The copy button copies the same address.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: messages.feed.copyUrl }).tap();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    await context.close();
  });
});
