import { messages } from '@akkyeo/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render-routes';
import { Header } from './header';

describe('Header', () => {
  it('links the logo home, search to /search and the bell to /noti', () => {
    renderRoutes([{ path: '/', element: <Header /> }]);
    expect(screen.getByRole('link', { name: messages.header.home }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: '검색' }).getAttribute('href')).toBe('/search');
    expect(screen.getByRole('link', { name: '알림' }).getAttribute('href')).toBe('/noti');
    expect(screen.queryByTestId('bell-dot')).toBeNull();
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).toBeNull();
  });

  it('shows the red dot on the bell while told I have unread notifications', () => {
    renderRoutes([{ path: '/', element: <Header unread /> }]);
    expect(screen.getByTestId('bell-dot')).toBeTruthy();
  });

  it('has a back arrow in the back variant', async () => {
    const { router } = renderRoutes(
      [
        { path: '/f/board', element: <p>board</p> },
        { path: '/f/board/1', element: <Header back /> },
      ],
      ['/f/board', '/f/board/1'],
    );
    expect(screen.queryByRole('link', { name: '검색' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(router.state.location.pathname).toBe('/f/board');
  });
});
