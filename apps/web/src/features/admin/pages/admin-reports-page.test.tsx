import { messages, type AdminReport } from '@akkyeo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyPage, pageOf } from '@/test/factories';
import { fakeFetch, json } from '@/test/fake-fetch';
import { currentUrl, renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';
import AdminReportsPage from './admin-reports-page';

const report = (
  id: number,
  boardId: number,
  overrides: Partial<AdminReport> = {},
): AdminReport => ({
  id,
  reason: '스팸/광고',
  status: 'OPEN',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  resolvedAt: null,
  reporter: { memberId: 2, nickname: '알뜰쇼퍼', role: 'ROLE_USER' },
  board: {
    id: boardId,
    content: `광고 글입니다 ${boardId}\n둘째 줄`,
    author: { memberId: 3, nickname: '광고왕', role: 'ROLE_USER' },
    hidden: false,
    deleted: false,
    openReportCount: 1,
  },
  ...overrides,
});

const routes = [
  { path: '/admin/reports', element: <AdminReportsPage /> },
  { path: '/f/board/:id', element: <p>게시글 화면</p> },
];

describe('AdminReportsPage', () => {
  it('lists open reports with excerpt, reason, reporter and time; the excerpt opens the post', async () => {
    logInAs(['ROLE_ADMIN']);
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch((url) => {
        asked.push(url);
        if (url.startsWith('/v1/notification')) return json({ unreadCount: 0 });
        return json(pageOf([report(1, 10)]));
      }),
    );
    const { router } = renderRoutes(routes, ['/admin/reports']);
    expect(screen.getByRole('heading', { name: messages.admin.title })).toBeTruthy();
    const item = await screen.findByRole('article', { name: '광고 글입니다 10' });
    expect(item.textContent).toContain('스팸/광고');
    expect(item.textContent).toContain('알뜰쇼퍼');
    expect(item.textContent).toContain('5분 전');
    expect(item.textContent).toContain(messages.admin.openReports(1));
    expect(asked).toContain('/v1/admin/reports?status=OPEN&size=10');

    await userEvent.click(within(item).getByRole('link', { name: /광고 글입니다 10/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/f/board/10'));
  });

  it('hides a post after the confirm and drops it from the open queue', async () => {
    logInAs(['ROLE_ADMIN']);
    const posted: { url: string; body: unknown }[] = [];
    let open = [report(1, 10), report(2, 11)];
    vi.stubGlobal(
      'fetch',
      fakeFetch((url, init) => {
        if (url.startsWith('/v1/notification')) return json({ unreadCount: 0 });
        if (init.method === 'POST') {
          posted.push({ url, body: JSON.parse(init.body as string) });
          open = open.filter((item) => item.id !== 1);
          return json({ boardId: 10, status: 'RESOLVED', resolvedCount: 1, hidden: true });
        }
        return json(pageOf(open));
      }),
    );
    renderRoutes(routes, ['/admin/reports']);
    const item = await screen.findByRole('article', { name: '광고 글입니다 10' });

    await userEvent.click(within(item).getByRole('button', { name: messages.admin.hide }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(messages.admin.confirmHide);
    await userEvent.click(within(confirm).getByRole('button', { name: messages.app.cancel }));
    expect(posted).toEqual([]);

    await userEvent.click(within(item).getByRole('button', { name: messages.admin.hide }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: messages.app.confirm,
      }),
    );
    expect(await screen.findByText(messages.admin.hidden)).toBeTruthy();
    expect(posted).toEqual([{ url: '/v1/admin/reports/1/resolve', body: { action: 'HIDE' } }]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: '광고 글입니다 10' })).toBeNull(),
    );
    expect(screen.getByRole('article', { name: '광고 글입니다 11' })).toBeTruthy();
  });

  it('dismisses with 기각, and shows resolved reports without actions', async () => {
    logInAs(['ROLE_ADMIN']);
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch((url, init) => {
        if (url.startsWith('/v1/notification')) return json({ unreadCount: 0 });
        if (init.method === 'POST') {
          posted.push(JSON.parse(init.body as string));
          return json({ boardId: 10, status: 'DISMISSED', resolvedCount: 1, hidden: false });
        }
        if (url.includes('status=RESOLVED'))
          return json(pageOf([report(5, 20, { status: 'RESOLVED' })]));
        if (url.includes('status=DISMISSED')) return json(emptyPage);
        return json(pageOf([report(1, 10)]));
      }),
    );
    renderRoutes(routes, ['/admin/reports']);
    const item = await screen.findByRole('article', { name: '광고 글입니다 10' });
    await userEvent.click(within(item).getByRole('button', { name: messages.admin.dismiss }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(messages.admin.confirmDismiss);
    await userEvent.click(within(confirm).getByRole('button', { name: messages.app.confirm }));
    expect(await screen.findByText(messages.admin.dismissed)).toBeTruthy();
    expect(posted).toEqual([{ action: 'DISMISS' }]);

    await userEvent.click(screen.getByRole('tab', { name: messages.admin.tabResolved }));
    const resolved = await screen.findByRole('article', { name: '광고 글입니다 20' });
    expect(within(resolved).queryByRole('button')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: messages.admin.tabDismissed }));
    expect(await screen.findByText(messages.admin.emptyClosed)).toBeTruthy();
  });

  it('shows a hidden post of a resolved report for everyone again, then reloads the queue', async () => {
    logInAs(['ROLE_ADMIN']);
    const put: { url: string; body: unknown }[] = [];
    let hidden = true;
    vi.stubGlobal(
      'fetch',
      fakeFetch((url, init) => {
        if (url.startsWith('/v1/notification')) return json({ unreadCount: 0 });
        if (init.method === 'PUT') {
          put.push({ url, body: JSON.parse(init.body as string) });
          hidden = false;
          return json({ id: 20, hidden: false });
        }
        if (url.includes('status=RESOLVED')) {
          const resolved = report(5, 20, { status: 'RESOLVED' });
          return json(pageOf([{ ...resolved, board: { ...resolved.board, hidden } }]));
        }
        return json(emptyPage);
      }),
    );
    renderRoutes(routes, ['/admin/reports']);
    await userEvent.click(await screen.findByRole('tab', { name: messages.admin.tabResolved }));
    const item = await screen.findByRole('article', { name: '광고 글입니다 20' });

    await userEvent.click(within(item).getByRole('button', { name: messages.admin.unhide }));
    expect(await screen.findByText(messages.admin.unhidden)).toBeTruthy();
    expect(put).toEqual([{ url: '/v1/admin/board/20/hidden', body: { hidden: false } }]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: '광고 글입니다 20' })).queryByRole('button', {
          name: messages.admin.unhide,
        }),
      ).toBeNull(),
    );
  });
});
