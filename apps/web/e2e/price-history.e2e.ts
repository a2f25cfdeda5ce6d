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
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, DEMO_ACCOUNTS, writeDeal } from './support/api';
import { logIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

const { baseUrl, phone } = withPhoneBrowser();

async function history(id: number): Promise<PriceHistory> {
  const reply = await fetch(`${baseUrl}${toUrl(paths.feed.priceHistory, { id })}`);
  expect(reply.status).toBe(200);
  return priceHistorySchema.parse(await reply.json());
}

const won = (price: number) => price.toLocaleString('ko-KR');

/**
 * Checks that the lowest-price mark sits on the line at its lowest point and that its label keeps
 * clear of the line (the label's halo would hide the line beneath it).
 */
async function expectLowestMarkOnLine(chart: Locator, labelText: string) {
  const geometry = await chart.evaluate((svg, text) => {
    const line = svg.querySelector('path')!;
    const mark = svg.querySelector<SVGCircleElement>('circle[data-mark="lowest"]')!;
    const label = [...svg.querySelectorAll('text')].find((node) => node.textContent === text)!;
    const box = label.getBBox();
    const points = [];
    for (let at = 0; at <= line.getTotalLength(); at += 0.5) points.push(line.getPointAtLength(at));
    const x = mark.cx.baseVal.value;
    const y = mark.cy.baseVal.value;
    return {
      markOnLine: line.isPointInStroke(new DOMPoint(x, y)),
      markY: y,
      lowestY: Math.max(...points.map((point) => point.y)),
      lineUnderLabel: points.filter(
        (point) =>
          point.x >= box.x - 1 &&
          point.x <= box.x + box.width + 1 &&
          point.y >= box.y - 1 &&
          point.y <= box.y + box.height + 1,
      ).length,
    };
  }, labelText);
  expect(geometry.markOnLine).toBe(true);
  expect(geometry.markY).toBeCloseTo(geometry.lowestY, 0);
  expect(geometry.lineUnderLabel).toBe(0);
}

/** The price section of the deal page, checked to fit a 390 px screen with its labels inside. */
async function priceSection(page: Page, lowest: number) {
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
  await expectLowestMarkOnLine(chart, messages.priceHistory.lowestPoint(won(lowest)));
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
    await card.locator('h2').tap();
    await page.waitForURL(`**/f/about/${lowest!.id}`);

    const { section, chart } = await priceSection(page, seen.lowest!);
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
    const { section, chart } = await priceSection(page, 27_000);
    // Three prices today: the last one cut 36,000 to 27,000 (and is also the usual price).
    await section.getByText(messages.priceHistory.dropped(won(9_000)), { exact: true }).waitFor();
    expect(await chart.getAttribute('aria-label')).toBe(
      messages.priceHistory.chartLabel(3, won(27_000), won(27_000)),
    );
    expect(await chart.getByText(messages.priceHistory.lowestPoint(won(27_000))).count()).toBe(1);
    await saveScreenshot(page, 'deal-price-history-edited');
    await context.close();
  });

  it('keeps the lowest label of a seeded deal off its line, the mark on the line', async () => {
    const feed = feedListResponseSchema.parse(
      await (await fetch(`${baseUrl}${paths.feed.list}?size=40`)).json(),
    );
    const deal = feed.content.find((item) => item.name.startsWith('제주 삼다수 2L'))!;
    const seen = await history(deal.id);
    const { context, page } = await phone();
    await page.goto(appPath('feedViewPage', { id: deal.id }));
    const { section } = await priceSection(page, seen.lowest!);
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'deal-price-history-seeded');
    await context.close();
  });

  it("says a manager's price cut as the cut it is, not as the usual price", async () => {
    const token = await apiToken(baseUrl, DEMO_ACCOUNTS.manager);
    const id = await writeDeal(baseUrl, token, { name: '가격 인하 테스트 노트북', price: 549_000 });
    const { context, page } = await phone();
    await logIn(page, DEMO_ACCOUNTS.manager, appPath('feedEditPage', { id }));
    await page.getByRole('spinbutton', { name: messages.feed.fieldPrice }).fill('499000');
    await page.getByRole('button', { name: messages.app.edit, exact: true }).tap();
    await page.waitForURL((url) => url.pathname === appPath('feedViewPage', { id }));
    const { section } = await priceSection(page, 499_000);
    await section.getByText(messages.priceHistory.dropped(won(50_000)), { exact: true }).waitFor();
    expect(await section.getByText(messages.priceHistory.usual).count()).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'deal-price-history-cut');
    await context.close();
  });
});
