import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '@/test/fake-fetch';
import { renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';
import PushTestPage from './push-test-page';

const render = () => renderRoutes([{ path: '/push', element: <PushTestPage /> }], ['/push']);

describe('PushTestPage', () => {
  it('asks for an ID when the input is empty', async () => {
    const fetch = fakeFetch(() => json({}));
    vi.stubGlobal('fetch', fetch);
    render();
    await userEvent.click(screen.getByRole('button', { name: '전송' }));
    expect(
      within(await screen.findByRole('alertdialog')).getByText('ID를 입력하세요'),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends POST /v1/push/test-send?id= and shows 요청 실패 with the server message on failure', async () => {
    logInAs();
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch((url, init) => {
        calls.push(`${init.method} ${url}`);
        if (url.startsWith('/v1/notification/unread-count')) return json({ unreadCount: 0 });
        return url.endsWith('id=5')
          ? json({ queued: true })
          : json({ status: 403, code: 'FORBIDDEN', message: '접근할 수 없습니다.' }, 403);
      }),
    );
    render();
    const input = screen.getByLabelText('구독 ID');
    await userEvent.type(input, '5');
    await userEvent.click(screen.getByRole('button', { name: '전송' }));
    expect(await screen.findByText('전송을 요청했습니다.')).toBeTruthy();
    expect(calls).toContain('POST /v1/push/test-send?id=5');

    await userEvent.clear(input);
    await userEvent.type(input, '9');
    await userEvent.click(screen.getByRole('button', { name: '전송' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('요청 실패')).toBeTruthy();
    expect(within(alert).getByText('접근할 수 없습니다.')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.includes('test-send'))).toHaveLength(2));
  });
});
