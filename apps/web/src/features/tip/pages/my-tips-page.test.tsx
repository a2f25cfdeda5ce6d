import { messages } from '@akkyeo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageOf, tipOf } from '@/test/factories';
import { fakeFetch, json } from '@/test/fake-fetch';
import { renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';

import MyTipsPage from './my-tips-page';

const say = messages.tip;
const routes = [{ path: '/myinfo/tips', element: <MyTipsPage /> }];

describe('MyTipsPage', () => {
  it('shows each tip’s state: the deal it became, the reason it was rejected, and a pending one’s actions', async () => {
    logInAs();
    const withdrawn: string[] = [];
    let tips = [
      tipOf({ id: 4, name: '대기 중인 제보' }),
      tipOf({ id: 3, name: '게시된 제보', status: 'PUBLISHED', dealId: 70 }),
      tipOf({
        id: 2,
        name: '반려된 제보',
        status: 'REJECTED',
        rejectReason: 'OTHER',
        rejectNote: '가격이 안 맞아요',
      }),
      tipOf({ id: 1, name: '연결된 제보', status: 'LINKED', dealId: 12 }),
    ];
    vi.stubGlobal(
      'fetch',
      fakeFetch((url, init) => {
        if (init.method === 'DELETE') {
          withdrawn.push(url);
          tips = tips.map((tip) => (tip.id === 4 ? { ...tip, status: 'WITHDRAWN' } : tip));
          return json(tips[0]);
        }
        return json(pageOf(tips));
      }),
    );
    renderRoutes(routes, ['/myinfo/tips']);
    expect(
      screen.getByRole('heading', { name: messages.pageTitle.screens.myTipsPage }),
    ).toBeTruthy();

    const published = await screen.findByRole('article', { name: '게시된 제보' });
    expect(within(published).getByText(say.status.PUBLISHED)).toBeTruthy();
    expect(within(published).getByRole('link', { name: say.openDeal }).getAttribute('href')).toBe(
      '/f/about/70',
    );
    const rejected = screen.getByRole('article', { name: '반려된 제보' });
    expect(rejected.textContent).toContain(say.rejectedBecause(say.rejectReasons.OTHER));
    expect(rejected.textContent).toContain('가격이 안 맞아요');
    expect(within(rejected).queryByRole('button')).toBeNull();
    const linked = screen.getByRole('article', { name: '연결된 제보' });
    expect(within(linked).getByText(say.status.LINKED)).toBeTruthy();
    expect(within(linked).getByRole('link', { name: say.openDeal }).getAttribute('href')).toBe(
      '/f/about/12',
    );

    const pending = screen.getByRole('article', { name: '대기 중인 제보' });
    expect(within(pending).getByText(say.status.PENDING)).toBeTruthy();
    expect(within(pending).getByRole('link', { name: say.edit }).getAttribute('href')).toBe(
      '/feed/tip/edit/4',
    );
    await userEvent.click(within(pending).getByRole('button', { name: say.withdraw }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(say.confirmWithdraw);
    await userEvent.click(within(confirm).getByRole('button', { name: messages.app.confirm }));
    expect(await screen.findByText(say.withdrawn)).toBeTruthy();
    expect(withdrawn).toEqual(['/v1/feed/tip/4']);
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: '대기 중인 제보' })).getByText(
          say.status.WITHDRAWN,
        ),
      ).toBeTruthy(),
    );
  });
});
