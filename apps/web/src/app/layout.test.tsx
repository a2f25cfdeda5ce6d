import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageLayout } from '@/shared/ui';
import { fakeFetch, json } from '@/test/fake-fetch';
import { renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';
import { AppLayout } from './layout';

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
});
