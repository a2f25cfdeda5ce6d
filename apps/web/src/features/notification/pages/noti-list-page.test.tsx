import type { NotificationItem, NotificationListResponse } from '@akkyeo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header } from '@/shared/ui';
import { emptyPage } from '@/test/factories';
import { fakeFetch, json } from '@/test/fake-fetch';
import { currentUrl, renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';
import NotiListPage from './noti-list-page';

const notice = (id: number, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  memberId: 1,
  type: 'NEW_DEAL',
  title: `알림 제목 ${id}`,
  message: `알림 내용 ${id}`,
  link: `/f/about/${id}`,
  isRead: false,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

const page = (
  content: NotificationItem[],
  number: number,
  last: boolean,
): NotificationListResponse => ({
  content,
  page: {
    number,
    size: 10,
    totalElements: null,
    totalPages: null,
    last,
    nextCursor: last ? null : `cursor-${number + 1}`,
  },
});

const routes = [
  { path: '/noti', element: <NotiListPage /> },
  { path: '/f/about/:id', element: <Header /> },
];

describe('NotiListPage', () => {
  it('shows title, message and relative time, unread ones marked; tapping opens the target and marks it read', async () => {
    logInAs();
    const posted: string[] = [];
    let unread = 1;
    vi.stubGlobal(
      'fetch',
      fakeFetch((url, init) => {
        if (init.method === 'POST') {
          posted.push(url);
          unread = 0;
          return json({ unreadCount: 0 });
        }
        if (url.startsWith('/v1/notification/unread-count')) return json({ unreadCount: unread });
        return json(page([notice(1), notice(2, { isRead: true, link: null })], 0, true));
      }),
    );
    const { router } = renderRoutes(routes, ['/noti']);
    const first = await screen.findByRole('button', { name: /알림 제목 1/ });
    expect(first.textContent).toContain('알림 내용 1');
    expect(first.textContent).toContain('5분 전');
    expect(first.getAttribute('data-unread')).toBe('true');
    expect(within(first).getByLabelText('읽지 않음')).toBeTruthy();
    const second = screen.getByRole('button', { name: /알림 제목 2/ });
    expect(second.getAttribute('data-unread')).toBeNull();

    await userEvent.click(first);
    await waitFor(() => expect(currentUrl(router)).toBe('/f/about/1'));
    await waitFor(() => expect(posted).toEqual(['/v1/notification/1/read']));
  });

  it('says there is nothing new when the list is empty', async () => {
    logInAs();
    vi.stubGlobal(
      'fetch',
      fakeFetch((url) =>
        url.startsWith('/v1/notification/unread-count')
          ? json({ unreadCount: 0 })
          : json(emptyPage),
      ),
    );
    renderRoutes(routes, ['/noti']);
    expect(await screen.findByText('새로운 알림이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '모두 읽음' })).toBeNull();
  });

  it('marks everything read with 모두 읽음', async () => {
    logInAs();
    const posted: string[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch((url, init) => {
        if (init.method === 'POST') {
          posted.push(url);
          return json({ unreadCount: 0 });
        }
        if (url.startsWith('/v1/notification/unread-count')) return json({ unreadCount: 2 });
        return json(page([notice(1), notice(2)], 0, true));
      }),
    );
    renderRoutes(routes, ['/noti']);
    await userEvent.click(await screen.findByRole('button', { name: '모두 읽음' }));
    await waitFor(() => expect(posted).toEqual(['/v1/notification/read-all']));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /알림 제목 1/ }).getAttribute('data-unread'),
      ).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: '모두 읽음' })).toBeNull();
  });
});
