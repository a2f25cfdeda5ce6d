import { appRoutes, messages, REDIRECT_DELAY_MS, toUrl, type AppRoute } from '@akkyeo/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateTo } from '@/shared/lib';
import { useDocumentTitle } from '@/shared/routing';
import { useLastPathStore } from '@/shared/stores';
import { emptyPage } from '@/test/factories';
import { fakeFetch, json } from '@/test/fake-fetch';
import { currentUrl, renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';
import { buildRoutes } from './routes';

/** Each route's page replaced by its name as a heading: the guard and the table are under test here. */
const namedPage = (route: AppRoute) =>
  function NamedPage() {
    return <h1>{route.name}</h1>;
  };
const routesWithNamedPages = () => buildRoutes(namedPage);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    fakeFetch(() => json(emptyPage)),
  );
});

describe('route guard', () => {
  it('sends a logged-out visitor of a login-required route to login with the full path', async () => {
    const { router } = renderRoutes(routesWithNamedPages(), ['/f/like?sort=new']);
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/login?redirect=%2Ff%2Flike%3Fsort%3Dnew');
    expect(useLastPathStore.getState()).toMatchObject({
      status: true,
      lastPath: '/f/like?sort=new',
    });
  });

  it('lets a logged-in member in', async () => {
    logInAs();
    renderRoutes(routesWithNamedPages(), ['/f/like']);
    expect(await screen.findByRole('heading', { name: 'feedLikePage' })).toBeTruthy();
  });

  it('sends a logged-out visitor of a role route to login', async () => {
    const { router } = renderRoutes(routesWithNamedPages(), ['/feed/write']);
    await screen.findByRole('heading', { name: 'login' });
    expect(currentUrl(router)).toBe('/login?redirect=%2Ffeed%2Fwrite');
  });

  it('turns away a member without the role: 접근할 수 없습니다., then back after 1.6 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    logInAs(['ROLE_USER']);
    const { router } = renderRoutes(routesWithNamedPages(), ['/f/board', '/feed/write']);
    expect(screen.getByText('접근할 수 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'feedWritePage' })).toBeNull();
    expect(router.state.location.pathname).toBe('/feed/write');
    act(() => {
      vi.advanceTimersByTime(REDIRECT_DELAY_MS - 1);
    });
    expect(router.state.location.pathname).toBe('/feed/write');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: 'boardListPage' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/f/board');
  });

  it('goes home instead when the denied page was the first one opened', async () => {
    logInAs(['ROLE_USER']);
    const { router } = renderRoutes(routesWithNamedPages(), ['/feed/edit/3']);
    await screen.findByText('접근할 수 없습니다.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 2_500 });
  });

  it.each(['/f/board/abc', '/f/about/0', '/feed/edit/1.5', '/f/board/edit/abc'])(
    'shows the not-found page for the bad id of %s, logged in or not',
    async (path) => {
      renderRoutes(routesWithNamedPages(), [path]);
      expect(
        await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다.' }),
      ).toBeTruthy();
    },
  );

  it('lets a manager write deals', async () => {
    logInAs(['ROLE_USER', 'ROLE_MANAGER']);
    renderRoutes(routesWithNamedPages(), ['/feed/write']);
    expect(await screen.findByRole('heading', { name: 'feedWritePage' })).toBeTruthy();
  });
});

describe('routes', () => {
  it.each(appRoutes.filter((route) => route.name !== 'main' && route.name !== 'home'))(
    '$path renders the $name page',
    async (route) => {
      logInAs(['ROLE_USER', 'ROLE_MANAGER', 'ROLE_ADMIN']);
      const { router } = renderRoutes(routesWithNamedPages(), [toUrl(route.path, { id: 1 })]);
      expect(await screen.findByRole('heading', { name: route.name })).toBeTruthy();
      expect(router.state.handle).toMatchObject({ name: route.name });
    },
  );

  it('shows a Korean not-found page for unknown paths', async () => {
    renderRoutes(buildRoutes(), ['/no/such/page']);
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다.' })).toBeTruthy();
    expect(screen.getByText('홈으로', { selector: 'a' }).getAttribute('href')).toBe('/');
  });

  it('shows the error page when a page cannot load, until the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unloadable = lazy(() => Promise.reject(new Error('chunk gone')));
    const pageOf = (route: AppRoute) =>
      route.name === 'boardListPage' ? unloadable : namedPage(route);
    renderRoutes(buildRoutes(pageOf), ['/f/board']);
    expect(await screen.findByRole('heading', { name: messages.app.loadFailed })).toBeTruthy();
    act(() => navigateTo('/search'));
    expect(await screen.findByRole('heading', { name: 'searchPage' })).toBeTruthy();
  });

  it('names the tab after each navigation, also back to a screen of the same name', async () => {
    const title = messages.pageTitle.format;
    const pageOf = (route: AppRoute) =>
      route.name === 'feedViewPage'
        ? function DealPage() {
            useDocumentTitle('제주 삼다수');
            return <h1>feedViewPage</h1>;
          }
        : namedPage(route);
    renderRoutes(buildRoutes(pageOf), ['/']);
    await waitFor(() => expect(document.title).toBe(title(messages.pageTitle.screens.main)));
    act(() => navigateTo('/f/about/1'));
    await waitFor(() => expect(document.title).toBe(title('제주 삼다수')));
    act(() => navigateTo('/'));
    await waitFor(() => expect(document.title).toBe(title(messages.pageTitle.screens.main)));
  });
});
