import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type * as router from 'react-router';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageLayout } from '@/shared/ui';
import { fakeFetch, json } from '@/test/fake-fetch';
import { renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';
import { AppLayout } from './layout';

vi.mock('react-router', async (importOriginal) => {
  const original = await importOriginal<typeof router>();
  return { ...original, Outlet: vi.fn(original.Outlet) };
});

const routes = [
  { element: <AppLayout />, children: [{ path: '/', element: <PageLayout>content</PageLayout> }] },
];

describe('AppLayout', () => {
  it("shows the red dot on its pages' bell while I have unread notifications", async () => {
    logInAs();
    let unreadCount = 2;
    vi.stubGlobal(
      'fetch',
      fakeFetch((url) =>
        url.startsWith('/v1/notification/unread-count') ? json({ unreadCount }) : json({}, 404),
      ),
    );
    const { queryClient } = renderRoutes(routes);
    expect(await screen.findByTestId('bell-dot')).toBeTruthy();
    unreadCount = 0;
    await queryClient.refetchQueries();
    await waitFor(() => expect(screen.queryByTestId('bell-dot')).toBeNull());
  });

  it('asks nothing and shows no dot when logged out', () => {
    const fetch = fakeFetch(() => json({ unreadCount: 3 }));
    vi.stubGlobal('fetch', fetch);
    renderRoutes(routes);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByTestId('bell-dot')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders nothing around the page again once a drawn screen is hydrated', async () => {
    // A render above the page's Suspense boundary right after hydration makes React hydrate the
    // whole drawn page at once, in one long task, instead of in slices.
    const app = (
      <MemoryRouter>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="/" element={<p>content</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    vi.mocked(Outlet).mockClear();
    const root = await act(() => Promise.resolve(hydrateRoot(container, app)));
    expect(screen.getByText('content')).toBeTruthy();
    expect(vi.mocked(Outlet)).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    container.remove();
  });
});
