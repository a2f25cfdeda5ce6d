import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '@/test/fake-fetch';
import { renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';
import { NewDealToggle } from './new-deal-toggle';

describe('NewDealToggle', () => {
  it('shows my setting and switches it with PUT /v1/notification/settings', async () => {
    logInAs();
    const puts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch((_url, init) => {
        if (init.method === 'PUT') {
          const body = JSON.parse(init.body as string) as unknown;
          puts.push(body);
          return json(body);
        }
        return json({ notifyNewDeals: true });
      }),
    );
    renderRoutes([{ path: '/', element: <NewDealToggle /> }]);
    const toggle = await screen.findByRole('switch', { name: '새 핫딜 알림 받기' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(puts).toEqual([{ notifyNewDeals: false }]);
  });
});
