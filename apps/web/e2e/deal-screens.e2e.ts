import {
  feedDetailSchema,
  feedListResponseSchema,
  messages,
  type FeedDetail,
} from '@akkyeo/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn } from './support/browser';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

const { baseUrl, phone } = withPhoneBrowser();
const DEMO = { id: 'demo', password: 'demo1234!' };
const MANAGER = { id: 'manager', password: 'manager1234!' };
const NAME = '손으로 입력한 캠핑 의자 경량 접이식';
const RENAMED = '이름을 바꾼 캠핑 의자 초경량';
const MARKET = '네이버 스마트스토어 아주 긴 이름의 공식 캠핑용품 판매점';
/**
 * A store address the preview cannot read (`.invalid` never resolves) yet a public-looking one,
 * so that a manager may post it by hand (internal addresses are refused: deal-links tests).
 */
const refusingUrl = 'http://shop.invalid/products/42';
let dealId: number;

async function dealDetail(id: number): Promise<FeedDetail> {
  const reply = await fetch(`${baseUrl}/v1/feed/${id}`);
  return feedDetailSchema.parse(await reply.json());
}

async function findDeal(keyword: string) {
  const reply = await fetch(`${baseUrl}/v1/feed/?keyword=${encodeURIComponent(keyword)}`);
  return feedListResponseSchema.parse(await reply.json()).content;
}

const textbox = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });
const price = (page: Page) => page.getByRole('spinbutton', { name: messages.feed.fieldPrice });

/** The message the control names in aria-describedby, and whether it sits right under it. */
async function messageBeside(control: Locator) {
  return control.evaluate((input) => {
    const id = input.getAttribute('aria-describedby');
    const message = id ? document.getElementById(id) : null;
    if (!message) return null;
    const gap = message.getBoundingClientRect().top - input.getBoundingClientRect().bottom;
    return { text: message.textContent, right: gap >= 0 && gap < 24 };
  });
}

/** How many lines an element's text takes on screen (distinct line boxes of its text). */
function lineCount(element: Locator) {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return tops.size;
  });
}

describe('deal screens on a phone', () => {
  it('a manager posts a deal by hand after the link preview fails', async () => {
    const { context, page } = await phone();
    await logIn(page, MANAGER, '/feed/write');
    const link = textbox(page, new RegExp(messages.feed.fieldLink));
    await link.fill(refusingUrl);
    await page.getByText(messages.errors.LINK_PREVIEW_FAILED).first().waitFor();
    await page.getByText(messages.dealForm.manualHint).waitFor();
    // The error's toast has had its time and gone: the failed preview is over and the link stays.
    const errorToast = page
      .getByRole('status')
      .filter({ hasText: messages.errors.LINK_PREVIEW_FAILED });
    await errorToast.waitFor();
    await errorToast.waitFor({ state: 'detached' });
    expect(await link.inputValue()).toBe(refusingUrl);

    await textbox(page, messages.feed.fieldTitle).fill(NAME);
    await price(page).fill('45900');
    await textbox(page, messages.dealForm.fieldMarket).fill(MARKET);
    await page.getByRole('checkbox', { name: messages.feed.fieldFreeShipping }).tap();
    const preview = page.getByRole('region', { name: messages.feed.livePreview });
    await preview.getByText(MARKET).waitFor();
    expect(await lineCount(preview.getByText(MARKET).locator('xpath=..'))).toBe(1);
    await preview.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'deal-write-manual');

    await page.getByRole('button', { name: messages.app.post }).tap();
    await page.getByText(messages.feed.postingDone).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    const [posted] = await findDeal(NAME);
    expect(posted).toMatchObject({ name: NAME, market: MARKET, price: 45_900, imgLink: null });
    dealId = posted!.id;
    expect((await dealDetail(dealId)).url).toBe(refusingUrl);
    await context.close();
  });

  it('a long market name stays on one line in the feed card, cut with an ellipsis', async () => {
    const { context, page } = await phone();
    await page.goto('/');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: NAME }) });
    const market = card.getByText(MARKET);
    await market.waitFor();
    const meta = market.locator('xpath=..');
    expect(await lineCount(meta)).toBe(1);
    const cut = await market.evaluate((node) => node.scrollWidth > node.clientWidth);
    expect(cut).toBe(true);
    const time = meta.locator('time');
    expect(await lineCount(time)).toBe(1);
    const [timeBox, metaBox] = [await time.boundingBox(), await meta.boundingBox()];
    expect(timeBox!.x + timeBox!.width).toBeLessThanOrEqual(metaBox!.x + metaBox!.width + 1);
    expect(await card.getByText(messages.shipping.paid).count()).toBe(1);
    await saveScreenshot(page, 'feed-long-market');
    await context.close();
  });

  it('names each wrong field in Korean right under it', async () => {
    const { context, page } = await phone();
    await logIn(page, MANAGER, '/feed/write');
    await page.getByRole('button', { name: messages.app.post }).tap();
    const link = textbox(page, new RegExp(messages.feed.fieldLink));
    const title = textbox(page, messages.feed.fieldTitle);
    expect(await messageBeside(link)).toEqual({ text: '상품 링크를 입력해주세요.', right: true });
    expect(await messageBeside(title)).toEqual({ text: '제목을 입력해주세요.', right: true });
    expect(await messageBeside(price(page))).toEqual({ text: '가격을 입력해주세요.', right: true });
    await saveScreenshot(page, 'deal-write-empty-errors');

    await link.fill('javascript:alert(1)');
    await title.fill('필드 메시지 확인');
    await price(page).fill('-500');
    await page.getByRole('button', { name: messages.app.post }).tap();
    expect(await messageBeside(link)).toEqual({
      text: '상품 링크는 http:// 또는 https://로 시작하는 주소로 입력해주세요.',
      right: true,
    });
    expect(await messageBeside(price(page))).toEqual({
      text: '가격은 0원 이상으로 입력해주세요.',
      right: true,
    });
    expect(await messageBeside(title)).toBeNull();
    await price(page).fill('99999999999999');
    await page.getByRole('button', { name: messages.app.post }).tap();
    expect(await messageBeside(price(page))).toEqual({
      text: '가격은 1,000,000,000원 이하로 입력해주세요.',
      right: true,
    });
    await saveScreenshot(page, 'deal-write-field-errors');
    expect(await findDeal('필드 메시지 확인')).toEqual([]);
    await context.close();
  });

  it('the edit page shows the partner note only for a partner deal', async () => {
    const partnerDeal = (
      await Promise.all((await findDeal('')).map((deal) => dealDetail(deal.id)))
    ).find((deal) => deal.isPartnerLink);
    expect((await dealDetail(dealId)).isPartnerLink).toBe(false);
    const { context, page } = await phone();
    await logIn(page, MANAGER, `/feed/edit/${dealId}`);
    const note = page.getByText(messages.feed.partnerDisclosure, { exact: false });
    await textbox(page, messages.feed.fieldTitle).waitFor();
    expect(await textbox(page, messages.feed.fieldTitle).inputValue()).toBe(NAME);
    expect(await note.count()).toBe(0);
    await saveScreenshot(page, 'deal-edit-no-partner-note');
    if (partnerDeal) {
      await page.goto(`/feed/edit/${partnerDeal.id}`);
      await note.waitFor();
    }
    await context.close();
  });

  it('a renamed deal shows its new name in the members’ notifications', async () => {
    const { context, page } = await phone();
    await logIn(page, MANAGER, `/feed/edit/${dealId}`);
    const title = textbox(page, messages.feed.fieldTitle);
    await expect.poll(() => title.inputValue()).toBe(NAME);
    await title.fill(RENAMED);
    await page.getByRole('button', { name: messages.app.edit }).tap();
    await page.waitForURL((url) => url.pathname === `/f/about/${dealId}`);
    await page.getByRole('heading', { name: RENAMED }).first().waitFor();
    await context.close();

    const member = await phone();
    await logIn(member.page, DEMO, '/noti');
    const notice = member.page
      .getByRole('button', { name: new RegExp(messages.notification.newDealTitle) })
      .filter({ hasText: RENAMED });
    await notice.first().waitFor();
    expect(await member.page.getByText(NAME).count()).toBe(0);
    expect(await notice.first().textContent()).toContain('45,900원');
    await saveScreenshot(member.page, 'noti-renamed-deal');
    await member.context.close();
  });

  it('search shows the feed’s card: star, badge and shipping label', async () => {
    const { context, page } = await phone();
    await page.goto(`/search?q=${encodeURIComponent('캠핑 의자')}&tab=deal`);
    const results = page.locator('#search-results');
    const card = results
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: RENAMED }) });
    await card.waitFor();
    await card.getByText(messages.feed.akkyeoBadge).waitFor();
    await card.getByText(messages.shipping.paid).waitFor();
    await card.getByRole('button', { name: messages.feed.bookmark }).waitFor();
    expect(await lineCount(card.getByText(MARKET).locator('xpath=..'))).toBe(1);
    await saveScreenshot(page, 'search-deal-cards');

    await page.goto(`/search?q=${encodeURIComponent('삼다')}&tab=deal`);
    const first = results.getByRole('article').first();
    await first.waitFor();
    const shipping = [messages.shipping.free, messages.shipping.paid, messages.shipping.wowFree];
    const cards = await results.getByRole('article').all();
    for (const each of cards) {
      const text = (await each.textContent()) ?? '';
      expect(
        shipping.some((label) => text.includes(label)),
        text,
      ).toBe(true);
      await each.getByRole('button', { name: messages.feed.bookmark }).waitFor();
    }
    await saveScreenshot(page, 'search-deal-cards-samda');
    await context.close();
  });
});
