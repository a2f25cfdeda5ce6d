import {
  appPath,
  AUTH_HEADER,
  feedListResponseSchema,
  messages,
  paths,
  priceHistorySchema,
  toUrl,
  type PriceHistory,
} from '@akkyeo/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, DEMO_ACCOUNTS, writeDeal } from './support/api';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

const { baseUrl, phone } = withPhoneBrowser();

async function history(id: number): Promise<PriceHistory> {
  const reply = await fetch(`${baseUrl}${toUrl(paths.feed.priceHistory, { id })}`);
  expect(reply.status).toBe(200);
  return priceHistorySchema.parse(await reply.json());
}

const won = (price: number) => price.toLocaleString('ko-KR');

/** The price section of the deal page, checked to fit a 390 px screen with its labels inside. */
async function priceSection(page: Page) {
  const section = page.getByRole('region', { name: messages.priceHistory.title });
  await section.waitFor();
  const chart = section.getByRole('img');
  const box = await chart.boundingBox();
  expect(box!.width).toBeGreaterThan(320);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const labels = await chart.locator('text').evaluateAll((nodes) =>
    nodes.map((node) => {
      const rect = node.getBoundingClientRect();
      return { left: rect.left, right: rect.right, height: rect.height };
    }),
  );
  for (const label of labels) {
    expect(label.left).toBeGreaterThanOrEqual(box!.x - 1);
    expect(label.right).toBeLessThanOrEqual(box!.x + box!.width + 1);
    expect(label.height).toBeGreaterThanOrEqual(11);
  }
  return { section, chart };
}

describe('price history on a phone', () => {
  it('badges a seeded deal at its lowest price and charts its weeks of prices', async () => {
    const feed = feedListResponseSchema.parse(
      await (await fetch(`${baseUrl}${paths.feed.list}?size=20`)).json(),
    );
    const lowest = feed.content.find((deal) => deal.isLowestPrice);
    expect(lowest).toBeDefined();
    const seen = await history(lowest!.id);
    expect(seen.isLowestPrice).toBe(true);

    const { context, page } = await phone();
    await page.goto('/');
    const card = page.locator('article', { hasText: lowest!.name });
    await expect
      .poll(() => card.getByText(messages.priceHistory.lowestBadge, { exact: true }).count())
      .toBe(1);
    await card.locator('h3').tap();
    await page.waitForURL(`**/f/about/${lowest!.id}`);

    const { section, chart } = await priceSection(page);
    await section.getByText(messages.priceHistory.lowestEver, { exact: true }).waitFor();
    expect(await chart.getAttribute('aria-label')).toBe(
      messages.priceHistory.chartLabel(seen.points.length, won(seen.lowest!), won(seen.current)),
    );
    await chart.getByText(messages.priceHistory.lowestPoint(won(seen.lowest!))).waitFor();
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'deal-price-history');
    await context.close();
  });

  it("charts a manager's deal through its edits and compares its price with the usual", async () => {
    const token = await apiToken(baseUrl, DEMO_ACCOUNTS.manager);
    const name = '가격 기록 테스트 무선 청소기';
    const id = await writeDeal(baseUrl, token, { name, price: 30_000 });
    for (const price of [36_000, 27_000]) {
      const reply = await fetch(`${baseUrl}${paths.feed.update}`, {
        method: 'PUT',
        headers: { [AUTH_HEADER]: token, 'content-type': 'application/json' },
        body: JSON.stringify({
          feedId: id,
          name,
          price,
          isFreeShipping: true,
          content: '<p>특가</p>',
        }),
      });
      expect(reply.status).toBe(200);
    }

    const { context, page } = await phone();
    await page.goto(appPath('feedViewPage', { id }));
    const { section, chart } = await priceSection(page);
    // Three prices today: today's price is its last one, so it is the usual price.
    await section.getByText(messages.priceHistory.usual, { exact: true }).waitFor();
    expect(await chart.getAttribute('aria-label')).toBe(
      messages.priceHistory.chartLabel(3, won(27_000), won(27_000)),
    );
    expect(await chart.getByText(messages.priceHistory.lowestPoint(won(27_000))).count()).toBe(1);
    await saveScreenshot(page, 'deal-price-history-edited');
    await context.close();
  });
});
