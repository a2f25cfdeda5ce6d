import { messages, SEARCH_DEBOUNCE_MS } from '@akkyeo/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { boardItem, feedItem, pageOf } from '@/test/factories';
import { fakeFetch, json } from '@/test/fake-fetch';
import { currentUrl, renderRoutes } from '@/test/render-routes';
import { RECENT_SEARCHES_KEY } from '@/features/search/lib/recent-searches';
import SearchPage from './search-page';

const deal = (id: number, name: string) => feedItem({ id, name, price: 21_900 });

const post = (id: number, content: string) =>
  boardItem({ id, content, category: '후기', commentCount: 3, likeCount: 5 });

let searches: string[];

beforeEach(() => {
  searches = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((raw) => {
      const url = new URL(raw, 'http://app.test');
      const keyword = url.searchParams.get('keyword') ?? '';
      if (url.pathname === '/v1/feed/') {
        searches.push(`deal:${keyword}`);
        return json(pageOf(keyword === '삼다' ? [deal(1, '제주 삼다수 2L 24병')] : []));
      }
      if (url.pathname === '/v1/board/') {
        searches.push(`board:${keyword}`);
        return json(pageOf(keyword === '삼다' ? [post(7, '삼다수 24병 로켓배송 후기')] : []));
      }
      return json({ unreadCount: 0 });
    }),
  );
});

const routes = [{ path: '/search', handle: { name: 'searchPage' }, element: <SearchPage /> }];
const input = () => screen.getByRole('searchbox', { name: messages.header.search });

describe('SearchPage', () => {
  it('searches 200 ms after typing stops and keeps the keyword and tab in the URL', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = renderRoutes(routes, ['/search']);
    fireEvent.change(input(), { target: { value: '삼' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    fireEvent.change(input(), { target: { value: '삼다' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(searches).toEqual([]);
    expect(currentUrl(router)).toBe('/search');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(currentUrl(router)).toBe(`/search?q=${encodeURIComponent('삼다')}&tab=deal`);
    await act(() => vi.runAllTimersAsync());
    vi.useRealTimers();
    const mark = await screen.findByText('삼다', { selector: 'mark' });
    expect(mark.closest('a')?.getAttribute('href')).toBe('/f/about/1');
    const card = mark.closest('article')!;
    expect(card.textContent).toContain('무료배송');
    expect(card.textContent).toContain(messages.feed.akkyeoBadge);
    expect(card.querySelector(`button[aria-label="${messages.feed.bookmark}"]`)).toBeTruthy();
    expect(searches).toEqual(['deal:삼다']);
    expect(currentUrl(router)).toBe(`/search?q=${encodeURIComponent('삼다')}&tab=deal`);

    fireEvent.click(screen.getByRole('tab', { name: messages.search.tabBoard }));
    expect(await screen.findByText('로켓배송 후기', { exact: false })).toBeTruthy();
    expect(screen.getByText(`${messages.board.like} 5`)).toBeTruthy();
    expect(currentUrl(router)).toBe(`/search?q=${encodeURIComponent('삼다')}&tab=board`);
  });

  it('opens on the URL keyword and tab, and shows each tab its own empty state', async () => {
    renderRoutes(routes, [`/search?q=${encodeURIComponent('없는말')}&tab=board`]);
    expect(input()).toHaveProperty('value', '없는말');
    expect(await screen.findByText(messages.search.emptyBoards('없는말'))).toBeTruthy();
    expect(
      screen.getByRole('tab', { name: messages.search.tabBoard }).getAttribute('aria-selected'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: messages.search.tabHotDeal }));
    expect(await screen.findByText(messages.search.emptyDeals('없는말'))).toBeTruthy();
  });

  it('lets Enter only end a composition, and searches at once on a plain Enter', async () => {
    const { router } = renderRoutes(routes, ['/search']);
    fireEvent.change(input(), { target: { value: '삼다' } });
    expect(fireEvent.keyDown(input(), { key: 'Enter', isComposing: true })).toBe(false);
    expect(fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229 })).toBe(false);
    expect(fireEvent.keyDown(input(), { key: 'Enter' })).toBe(true);
    fireEvent.submit(input());
    expect(currentUrl(router)).toBe(`/search?q=${encodeURIComponent('삼다')}&tab=deal`);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['삼다']);
    expect(await screen.findByText('삼다', { selector: 'mark' })).toBeTruthy();
  });

  it('keeps recent searches: pick one, remove one, clear them all', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['삼다', '텐트', '라면']));
    const { router } = renderRoutes(routes, ['/search']);
    fireEvent.click(screen.getByRole('button', { name: messages.search.recentRemove('텐트') }));
    expect(screen.queryByRole('button', { name: '텐트' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '라면' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/search?q=${encodeURIComponent('라면')}&tab=deal`),
    );
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['라면', '삼다']);

    fireEvent.click(screen.getByRole('button', { name: messages.search.clearInput }));
    expect(currentUrl(router)).toBe('/search');
    fireEvent.click(screen.getByRole('button', { name: messages.search.recentClear }));
    expect(screen.getByText(messages.search.recentEmpty)).toBeTruthy();
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });
});
