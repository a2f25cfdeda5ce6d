import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render-routes';
import { BottomMenu } from './bottom-menu';

const routes = [
  { path: '/', element: <BottomMenu /> },
  { path: '/f', element: <BottomMenu /> },
  { path: '/f/board', element: <BottomMenu /> },
  { path: '/f/board/:id', element: <BottomMenu /> },
  { path: '/f/like', element: <BottomMenu /> },
  { path: '/noti', element: <BottomMenu /> },
  { path: '/myinfo', element: <BottomMenu /> },
];

const activeTab = () =>
  screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');

describe('BottomMenu', () => {
  it('shows five tabs linking to their routes', () => {
    renderRoutes(routes, ['/']);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['핫딜', '/'],
      ['게시판', '/f/board'],
      ['관심목록', '/f/like'],
      ['알림', '/noti'],
      ['내 정보', '/myinfo'],
    ]);
  });

  it.each([
    ['/', '핫딜'],
    ['/f', '핫딜'],
    ['/f/board', '게시판'],
    ['/f/like', '관심목록'],
    ['/noti', '알림'],
    ['/myinfo', '내 정보'],
  ])('on %s marks %s active', (path, label) => {
    renderRoutes(routes, [path]);
    expect(activeTab().map((link) => link.textContent)).toEqual([label]);
  });

  it('marks no tab on a route that is none of them', () => {
    renderRoutes(routes, ['/f/board/3']);
    expect(activeTab()).toEqual([]);
  });

  it('follows navigation', async () => {
    renderRoutes(routes, ['/']);
    await userEvent.click(screen.getByRole('link', { name: '알림' }));
    expect(activeTab().map((link) => link.textContent)).toEqual(['알림']);
  });
});
