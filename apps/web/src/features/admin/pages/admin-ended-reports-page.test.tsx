import { messages, type AdminEndedReport } from '@akkyeo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageOf } from '@/test/factories';
import { fakeFetch, json } from '@/test/fake-fetch';
import { renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';
import AdminEndedReportsPage from './admin-ended-reports-page';

const say = messages.endedReports;

const reported = (dealId: number, name: string): AdminEndedReport => ({
  deal: {
    id: dealId,
    name,
    market: '쿠팡',
    price: 12_900,
    ended: true,
    endedAt: new Date().toISOString(),
    endedBy: 'REPORTS',
  },
  lastReportedAt: new Date(Date.now() - 2 * 60_000).toISOString(),
  countingReports: 1,
  reports: [
    {
      member: { memberId: 2, nickname: '알뜰쇼퍼', role: 'ROLE_USER' },
      reportedAt: new Date(Date.now() - 2 * 60_000).toISOString(),
      counts: true,
      standing: {
        hasStanding: true,
        accountCreatedAt: '2026-01-05T00:00:00.000Z',
        contributions: 4,
      },
    },
    {
      member: { memberId: 3, nickname: '새계정', role: 'ROLE_USER' },
      reportedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      counts: false,
      standing: {
        hasStanding: false,
        accountCreatedAt: new Date().toISOString(),
        contributions: 0,
      },
    },
  ],
});

const routes = [{ path: '/admin/ended-reports', element: <AdminEndedReportsPage /> }];

describe('AdminEndedReportsPage', () => {
  it('lists reported deals with each reporter, whether it counts and their standing; 다시 열기 after the confirm', async () => {
    logInAs(['ROLE_USER', 'ROLE_MANAGER']);
    const posted: string[] = [];
    let queue = [reported(10, '에어팟 프로'), reported(11, '닌텐도 스위치')];
    vi.stubGlobal(
      'fetch',
      fakeFetch((url, init) => {
        if (url.startsWith('/v1/notification')) return json({ unreadCount: 0 });
        if (init.method === 'POST') {
          posted.push(url);
          queue = queue.filter((item) => item.deal.id !== 10);
          return json({ dealId: 10, ended: false, endedAt: null, endedBy: null, closedReports: 2 });
        }
        return json(pageOf(queue));
      }),
    );
    renderRoutes(routes, ['/admin/ended-reports']);
    expect(screen.getByRole('heading', { name: say.title })).toBeTruthy();
    const item = await screen.findByRole('article', { name: '에어팟 프로' });
    expect(item.textContent).toContain(say.endedBy.REPORTS);
    expect(item.textContent).toContain(say.countingReports(1, 2));
    const rows = within(within(item).getByRole('list', { name: say.reportsLabel })).getAllByRole(
      'listitem',
    );
    expect(rows[0]!.textContent).toContain('알뜰쇼퍼');
    expect(rows[0]!.textContent).toContain(say.counts);
    expect(rows[0]!.textContent).toContain(say.hasStanding);
    expect(rows[0]!.textContent).toContain('2분 전');
    expect(rows[1]!.textContent).toContain(say.notCounted);
    expect(rows[1]!.textContent).toContain(say.noStanding);

    await userEvent.click(within(item).getByRole('button', { name: say.reopen }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(say.confirmReopen);
    await userEvent.click(within(confirm).getByRole('button', { name: messages.app.confirm }));
    expect(await screen.findByText(say.reopened)).toBeTruthy();
    expect(posted).toEqual(['/v1/admin/ended-reports/10/reopen']);
    await waitFor(() => expect(screen.queryByRole('article', { name: '에어팟 프로' })).toBeNull());
    expect(screen.getByRole('article', { name: '닌텐도 스위치' })).toBeTruthy();
  });
});
