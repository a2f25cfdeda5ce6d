import {
  boardListResponseSchema,
  feedListResponseSchema,
  messages,
  type BoardListItem,
  type FeedListItem,
} from '@akkyeo/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPhoneBrowser } from './support/phone-browser';
import { saveScreenshot } from './support/screenshot';

const { baseUrl, phone } = withPhoneBrowser();

async function searchApi(keyword: string) {
  const query = `?keyword=${encodeURIComponent(keyword)}&size=50`;
  const [deals, boards] = await Promise.all([
    fetch(`${baseUrl}/v1/feed/${query}`).then(async (r) =>
      feedListResponseSchema.parse(await r.json()),
    ),
    fetch(`${baseUrl}/v1/board/${query}`).then(async (r) =>
      boardListResponseSchema.parse(await r.json()),
    ),
  ]);
  return { deals: deals.content, boards: boards.content };
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: messages.header.search });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const results = (page: Page) => page.locator('#search-results');
const searchParams = (page: Page) => new URL(page.url()).searchParams;

const postRow = (page: Page, post: BoardListItem) =>
  results(page).locator(`a[href="/f/board/${post.id}"]`);

async function expectDeals(page: Page, deals: FeedListItem[]) {
  for (const deal of deals) {
    await results(page).getByRole('heading', { name: deal.name }).waitFor();
  }
  await expect.poll(() => results(page).getByRole('heading').count()).toBe(deals.length);
}

describe('search on a phone', () => {
  it('searches a two-syllable word on both tabs, keeps it over reload, and comes back to it', async () => {
    const expected = await searchApi('삼다');
    expect(expected.deals.map((d) => d.name)).toContain('제주 삼다수 2L 24병');
    expect(expected.boards.length).toBeGreaterThan(0);

    const { context, page } = await phone();
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: messages.header.search }).tap();
    await page.waitForURL((url) => url.pathname === '/search');
    await searchBox(page).pressSequentially('삼다', { delay: 60 });
    await page.waitForURL((url) => url.searchParams.get('q') === '삼다');
    expect(searchParams(page).get('tab')).toBe('deal');
    await expectDeals(page, expected.deals);
    await saveScreenshot(page, 'search-deals');

    await tab(page, messages.search.tabBoard).tap();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'board');
    const post = expected.boards[0]!;
    await postRow(page, post).waitFor();
    await expect.poll(() => results(page).getByRole('link').count()).toBe(expected.boards.length);
    await saveScreenshot(page, 'search-boards');

    await page.reload();
    expect(await searchBox(page).inputValue()).toBe('삼다');
    await expect
      .poll(() => tab(page, messages.search.tabBoard).getAttribute('aria-selected'))
      .toBe('true');
    await postRow(page, post).tap();
    await page.waitForURL((url) => url.pathname === `/f/board/${post.id}`);
    await page.getByText(post.content.split('\n')[0]!).first().waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/search');
    expect(searchParams(page).get('q')).toBe('삼다');
    expect(searchParams(page).get('tab')).toBe('board');
    expect(await searchBox(page).inputValue()).toBe('삼다');
    await postRow(page, post).waitFor();

    await tab(page, messages.search.tabHotDeal).tap();
    await expectDeals(page, expected.deals);
    const deal = expected.deals[0]!;
    await results(page).getByRole('heading', { name: deal.name }).tap();
    await page.waitForURL((url) => url.pathname === `/f/about/${deal.id}`);
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'deal');
    await expectDeals(page, expected.deals);

    await page.getByRole('button', { name: messages.search.clearInput }).tap();
    await page.getByRole('heading', { name: messages.search.recentTitle }).waitFor();
    await page.getByRole('button', { name: '삼다', exact: true }).waitFor();
    await saveScreenshot(page, 'search-recent');
    await page.getByRole('button', { name: messages.search.recentClear }).tap();
    await page.getByText(messages.search.recentEmpty).waitFor();
    await context.close();
  });

  it('finds a deal by its initial consonants (초성) and shows a tab’s empty state', async () => {
    const expected = await searchApi('ㅈㄹㅁ');
    expect(expected.deals.map((d) => d.name)).toContain('오뚜기 진라면 매운맛 120g 40개');

    const { context, page } = await phone();
    await page.goto('/search');
    await searchBox(page).pressSequentially('ㅈㄹㅁ', { delay: 60 });
    await results(page).getByRole('heading', { name: '오뚜기 진라면 매운맛 120g 40개' }).waitFor();

    await searchBox(page).fill('없는검색어일걸요');
    await page.getByText(messages.search.emptyDeals('없는검색어일걸요')).waitFor();
    await tab(page, messages.search.tabBoard).tap();
    await page.getByText(messages.search.emptyBoards('없는검색어일걸요')).waitFor();
    await context.close();
  });

  it('matches 초성 within a word, not across the space between two', async () => {
    const vacuum = '다이슨 V12 디텍트 슬림 무선청소기';
    const { context, page } = await phone();
    await page.goto('/search');
    // ㅅㄹㅁㅅ would be 슬림 무선 read across its space: no one means that.
    await searchBox(page).pressSequentially('ㅅㄹㅁㅅ', { delay: 60 });
    await page.getByText(messages.search.emptyDeals('ㅅㄹㅁㅅ')).waitFor();
    expect(await results(page).getByRole('heading', { name: vacuum }).count()).toBe(0);
    await saveScreenshot(page, 'search-chosung-within-word');

    await searchBox(page).fill('ㅁㅅㅊㅅㄱ');
    await results(page).getByRole('heading', { name: vacuum }).waitFor();
    await searchBox(page).fill('ㅅㄹ ㅁㅅ');
    await results(page).getByRole('heading', { name: vacuum }).waitFor();
    await context.close();
  });
});
