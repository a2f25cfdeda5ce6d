import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyPage, feedItem } from '@/test/factories';
import { fakeFetch, json } from '@/test/fake-fetch';
import { renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';
import FeedLikePage from './feed-like-page';

const item = (id: number) => feedItem({ id, name: `즐겨찾기 ${id}`, isBookmarked: true });

const routes = [{ path: '/f/like', handle: { name: 'feedLikePage' }, element: <FeedLikePage /> }];

describe('FeedLikePage', () => {
  it('loads every page of GET /v1/member/bookmark, not only the first', async () => {
    logInAs();
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch((raw) => {
        const url = new URL(raw, 'http://app.test');
        if (url.pathname !== '/v1/member/bookmark') return json({ unreadCount: 0 });
        requested.push(`${url.pathname}?${url.searchParams.toString()}`);
        const first = !url.searchParams.has('cursor');
        return json({
          content: first ? [item(1), item(2)] : [item(3)],
          page: {
            number: 0,
            size: 10,
            totalElements: 3,
            totalPages: 1,
            last: !first,
            nextCursor: first ? 'after-2' : null,
          },
        });
      }),
    );
    const observers: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
        unobserve() {}
      },
    );
    renderRoutes(routes, ['/f/like']);
    expect(await screen.findByText('즐겨찾기 2')).toBeTruthy();
    const sentinel = await waitFor(() => {
      const armed = observers.at(-1);
      if (!armed) throw new Error('the sentinel is not observed yet');
      return armed;
    });
    act(() =>
      sentinel([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(await screen.findByText('즐겨찾기 3')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('더 이상 불러올 내용이 없습니다.')).toBeTruthy());
    expect(requested).toEqual([
      '/v1/member/bookmark?size=10',
      '/v1/member/bookmark?size=10&cursor=after-2',
    ]);
  });

  it('says 등록된 즐겨찾기 목록이 없습니다. when there are none', async () => {
    logInAs();
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => json(emptyPage)),
    );
    renderRoutes(routes, ['/f/like']);
    expect(await screen.findByText('등록된 즐겨찾기 목록이 없습니다.')).toBeTruthy();
  });
});
