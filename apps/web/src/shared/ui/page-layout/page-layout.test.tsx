import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '@/test/fake-fetch';
import { renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';
import { PageLayout } from './page-layout';

const page = <PageLayout>content</PageLayout>;

describe('PageLayout', () => {
  it('shows the red dot on the bell while I have unread notifications', async () => {
    logInAs();
    let unreadCount = 2;
    vi.stubGlobal(
      'fetch',
      fakeFetch((url) =>
        url.startsWith('/v1/notification/unread-count') ? json({ unreadCount }) : json({}, 404),
      ),
    );
    const { queryClient } = renderRoutes([{ path: '/', element: page }]);
    expect(await screen.findByTestId('bell-dot')).toBeTruthy();
    unreadCount = 0;
    await queryClient.refetchQueries();
    await waitFor(() => expect(screen.queryByTestId('bell-dot')).toBeNull());
  });

  it('asks nothing and shows no dot when logged out', () => {
    const fetch = fakeFetch(() => json({ unreadCount: 3 }));
    vi.stubGlobal('fetch', fetch);
    renderRoutes([{ path: '/', element: page }]);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByTestId('bell-dot')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the page top bar in place of the header', () => {
    renderRoutes([
      { path: '/', element: <PageLayout topBar={<p>top bar</p>}>content</PageLayout> },
    ]);
    expect(screen.getByText('top bar')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows no header when told so', () => {
    renderRoutes([{ path: '/', element: <PageLayout header={null}>content</PageLayout> }]);
    expect(screen.getByText('content')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
