import { AUTH_HEADER, type FeedListItem } from '@akkyeo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useLastPathStore } from '@/shared/stores';
import { feedItem, pageOf } from '@/test/factories';
import { fakeFetch, json, urlOf } from '@/test/fake-fetch';
import { currentUrl, renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';
import FeedHomePage from './feed-home-page';

const item = (id: number, overrides: Partial<FeedListItem> = {}) =>
  feedItem({ id, price: 1000 * id, source: 'COUPANG', ...overrides });

const page = (content: FeedListItem[], last: boolean) => pageOf(content, { last });

/** A list's new state renders in deferred slices: on a busy machine it can take past 1 s. */
const SLOW = { timeout: 5_000 };

function stubFeed(handler: (url: URL, init: RequestInit) => unknown) {
  const fetch = fakeFetch((url, init) => json(handler(new URL(url, 'http://app.test'), init)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const routes = [
  { path: '/', handle: { name: 'main' }, element: <FeedHomePage /> },
  { path: '/login', element: <p>login page</p> },
  { path: '/feed/write', element: <p>write page</p> },
];

describe('FeedHomePage', () => {
  it('lists the first page of deals from GET /v1/feed/ and ends after the last page', async () => {
    const fetch = stubFeed(() => page([item(1), item(2, { source: 'COUPANG_GOLD_BOX' })], true));
    renderRoutes(routes);
    expect(await screen.findByText('딜 1')).toBeTruthy();
    expect(screen.getByText('골드박스')).toBeTruthy();
    expect(screen.getByText('2,000원')).toBeTruthy();
    expect(screen.getByText('더 이상 불러올 내용이 없습니다.')).toBeTruthy();
    const url = new URL(urlOf(fetch.mock.calls[0]?.[0] ?? ''), 'http://app.test');
    expect(url.pathname).toBe('/v1/feed/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ size: '10' });
    expect(screen.getByRole('link', { name: '핫딜' }).getAttribute('aria-current')).toBe('page');
  });

  it("hides ended deals with the switch: a guest's choice stays in this browser", async () => {
    const fetch = stubFeed((url) =>
      url.searchParams.get('hideEnded') === 'true'
        ? page([item(2)], true)
        : page([item(1, { ended: true }), item(2)], true),
    );
    const view = renderRoutes(routes);
    expect(await screen.findByText('딜 1')).toBeTruthy();
    const hide = screen.getByRole('switch', { name: '종료 딜 숨기기' });
    expect(hide.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(hide);
    await waitFor(() => {
      expect(screen.queryByText('딜 1')).toBeNull();
      expect(screen.getByText('딜 2')).toBeTruthy();
    });
    expect(localStorage.getItem('feed.hideEnded')).toBe('true');
    const urls = fetch.mock.calls.map(([raw]) => new URL(urlOf(raw), 'http://app.test'));
    expect(urls.every((url) => url.pathname === '/v1/feed/')).toBe(true);

    view.unmount();
    renderRoutes(routes);
    expect(await screen.findByText('딜 2')).toBeTruthy();
    expect(
      screen.getByRole('switch', { name: '종료 딜 숨기기' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.queryByText('딜 1')).toBeNull();
  });

  it("keeps a member's choice on the server and lists by it", async () => {
    logInAs();
    const saved: unknown[] = [];
    const fetch = stubFeed((url, init) => {
      if (url.pathname === '/v1/feed/settings') {
        if (init.method === 'PUT') saved.push(JSON.parse(init.body as string));
        return { hideEnded: init.method === 'PUT' ? false : true };
      }
      return url.searchParams.get('hideEnded') === 'true'
        ? page([item(2)], true)
        : page([item(1, { ended: true }), item(2)], true);
    });
    renderRoutes(routes);
    const hide = await screen.findByRole('switch', { name: '종료 딜 숨기기', checked: true });
    expect(await screen.findByText('딜 2')).toBeTruthy();
    expect(screen.queryByText('딜 1')).toBeNull();
    await userEvent.click(hide);
    expect(await screen.findByText('딜 1')).toBeTruthy();
    expect(saved).toEqual([{ hideEnded: false }]);
    const lists = fetch.mock.calls
      .map(([raw]) => new URL(urlOf(raw), 'http://app.test'))
      .filter((url) => url.pathname === '/v1/feed/');
    expect(lists.some((url) => url.searchParams.get('hideEnded') === 'true')).toBe(true);
  });

  it('says so when there are no deals', async () => {
    stubFeed(() => page([], true));
    renderRoutes(routes);
    expect(await screen.findByText('등록된 핫딜이 없습니다.')).toBeTruthy();
  });

  it('asks a logged-out visitor to log in before bookmarking', async () => {
    const fetch = stubFeed(() => page([item(1)], true));
    const { router } = renderRoutes(routes, ['/']);
    await userEvent.click(await screen.findByRole('button', { name: '즐겨찾기' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('로그인 후 이용 가능합니다!');
    await userEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login?redirect=%2F'));
    expect(useLastPathStore.getState().lastPath).toBe('/');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('bookmarks for a member with POST /v1/feed/{id}/bookmark and fills the star', async () => {
    const token = logInAs();
    const fetch = stubFeed((url) =>
      url.pathname === '/v1/feed/7/bookmark' ? { isBookmarked: true } : page([item(7)], true),
    );
    renderRoutes(routes);
    const star = await screen.findByRole('button', { name: '즐겨찾기' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    const [, init] =
      fetch.mock.calls.find(([input]) => urlOf(input) === '/v1/feed/7/bookmark') ?? [];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get(AUTH_HEADER)).toBe(token);
  });

  it('shows managers the write button and everyone else 제보하기', async () => {
    stubFeed(() => page([item(1)], true));
    const { unmount } = renderRoutes(routes);
    await screen.findByText('딜 1');
    expect(screen.queryByRole('link', { name: '+ 글쓰기' })).toBeNull();
    expect(screen.getByRole('link', { name: '+ 제보하기' }).getAttribute('href')).toBe('/feed/tip');
    unmount();
    logInAs(['ROLE_USER', 'ROLE_MANAGER']);
    renderRoutes(routes);
    expect((await screen.findByRole('link', { name: '+ 글쓰기' })).getAttribute('href')).toBe(
      '/feed/write',
    );
    expect(screen.queryByRole('link', { name: '+ 제보하기' })).toBeNull();
  });

  it('switches between 최신 and 인기, keeps the choice in the URL and for the next visit', async () => {
    const hot = Array.from({ length: 12 }, (_, i) => item(100 + i));
    const fetch = stubFeed((url) =>
      url.searchParams.get('sort') === 'hot' ? page(hot, true) : page([item(1)], true),
    );
    const { router, unmount } = renderRoutes(routes, ['/']);
    expect(await screen.findByText('딜 1', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '최신' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText('인기 1위')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: '인기' }));
    expect(await screen.findByText('딜 100', {}, SLOW)).toBeTruthy();
    expect(currentUrl(router)).toBe('/?sort=hot');
    const hotCall = fetch.mock.calls
      .map(([input]) => new URL(urlOf(input), 'http://app.test'))
      .at(-1)!;
    expect(Object.fromEntries(hotCall.searchParams)).toEqual({ size: '10', sort: 'hot' });
    expect(screen.getByLabelText('인기 1위').textContent).toBe('1');
    expect(screen.getByLabelText('인기 10위')).toBeTruthy();
    expect(screen.queryByLabelText('인기 11위')).toBeNull();
    unmount();

    // A later visit to the bare address opens 인기 again, with it in the URL.
    const again = renderRoutes(routes, ['/']);
    expect(await screen.findByText('딜 100', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(currentUrl(again.router)).toBe('/?sort=hot'), SLOW);

    await userEvent.click(screen.getByRole('tab', { name: '최신' }));
    expect(await screen.findByText('딜 1', {}, SLOW)).toBeTruthy();
    expect(currentUrl(again.router)).toBe('/');
    expect(screen.queryByLabelText('인기 1위')).toBeNull();
  });

  it("hides deals by a word from a card's ⋯ (POST /v1/member/mute), reads the feed again, and 되돌리기 deletes the mute", async () => {
    logInAs();
    let muted = false;
    const fetch = stubFeed((url, init) => {
      if (url.pathname === '/v1/member/mute' && init.method === 'POST') {
        muted = true;
        return { id: 31, type: 'WORD', value: '케이스' };
      }
      if (url.pathname === '/v1/member/mute/31') {
        muted = false;
        return null;
      }
      return page(muted ? [item(1)] : [item(1), item(2, { name: '버즈 케이스' })], true);
    });
    renderRoutes(routes);
    await screen.findByText('버즈 케이스');
    const more = screen.getAllByRole('button', { name: '이런 딜 그만 보기' })[1]!;
    await userEvent.click(more);
    await userEvent.click(await screen.findByRole('button', { name: '단어로 숨기기…' }));
    await userEvent.type(screen.getByPlaceholderText('숨길 단어 (1~20자)'), '케이스');
    await userEvent.click(screen.getByRole('button', { name: '숨기기' }));
    await screen.findByText("'케이스' 딜을 숨겼어요.");
    expect(screen.queryByText('버즈 케이스')).toBeNull();
    const post = fetch.mock.calls.find(([input]) => urlOf(input) === '/v1/member/mute');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ type: 'WORD', value: '케이스' });

    await userEvent.click(screen.getByRole('button', { name: '되돌리기' }));
    expect(await screen.findByText('버즈 케이스')).toBeTruthy();
    const undo = fetch.mock.calls.find(([input]) => urlOf(input) === '/v1/member/mute/31');
    expect(undo?.[1]?.method).toBe('DELETE');
  });
});
