import { messages, type AlertRule, type AlertSettings } from '@akkyeo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '@/test/fake-fetch';
import { renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';
import KeywordAlertPage from './keyword-alert-page';

interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

const buds: AlertRule = {
  id: 7,
  keyword: '버즈',
  excludes: ['케이스'],
  maxPrice: 200_000,
  sources: [],
  freeShippingOnly: false,
  enabled: true,
};
const settings: AlertSettings = {
  quietStart: '23:00',
  quietEnd: '07:00',
  quietEnabled: false,
  followUps: true,
};

/** A fake alert API over `rules`; records every call. */
function serve(rules: AlertRule[], reply?: (sent: Sent) => Response | undefined) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      const { pathname, search } = new URL(url, 'http://app.test');
      const call: Sent = {
        method: init.method ?? 'GET',
        path: pathname,
        search,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(call);
      const answer = reply?.(call);
      if (answer) return answer;
      if (pathname === '/v1/alert/settings') return json(call.body ?? settings);
      if (pathname === '/v1/alert/keyword/preview') {
        return json({
          count: 2,
          more: false,
          items: [{ id: 3, name: '갤럭시 버즈3 프로', price: 199_000 }],
        });
      }
      if (call.method === 'POST') return json({ id: 8, ...(call.body as object) }, 201);
      if (call.method === 'PUT') {
        return json({ id: Number(pathname.split('/').pop()), ...(call.body as object) });
      }
      if (call.method === 'DELETE') return new Response(null, { status: 204 });
      return json({ content: rules });
    }),
  );
  return sent;
}

const renderPage = () => renderRoutes([{ path: '/', element: <KeywordAlertPage /> }]);

beforeEach(() => logInAs());

describe('KeywordAlertPage', () => {
  it('shows the empty text and the settings', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText(messages.alert.empty)).toBeTruthy();
    const quiet = await screen.findByRole('switch', { name: messages.alert.quietHours });
    await waitFor(() => expect(quiet.getAttribute('aria-checked')).toBe('false'));
    const followUps = screen.getByRole('switch', { name: messages.alert.followUps });
    expect(followUps.getAttribute('aria-checked')).toBe('true');
  });

  it('lists the rules and switches one off with a PUT of the whole rule', async () => {
    const sent = serve([buds]);
    renderPage();
    expect(await screen.findByText('200,000원 이하 · 모든 출처 · 제외: 케이스')).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: messages.alert.enable('버즈') });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    const { id: _, ...whole } = buds;
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/v1/alert/keyword/7',
        search: '',
        body: { ...whole, enabled: false },
      },
    ]);
  });

  it('adds a rule in the sheet with its preview, exclude chips and sources', async () => {
    const sent = serve([]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: messages.alert.add }));
    const sheet = await screen.findByRole('dialog', { name: messages.alert.addTitle });
    const form = within(sheet);
    expect(form.getByRole('status').textContent).toBe(messages.alert.previewIdle);
    await userEvent.type(form.getByLabelText(messages.alert.keywordLabel), '버즈');
    await userEvent.type(form.getByLabelText(messages.alert.excludesLabel), '케이스{Enter}');
    await userEvent.type(form.getByLabelText(messages.alert.excludesLabel), '필름');
    await userEvent.click(form.getByRole('button', { name: messages.alert.excludeAdd }));
    await userEvent.click(form.getByRole('button', { name: messages.alert.excludeRemove('필름') }));
    await userEvent.type(form.getByLabelText(messages.alert.maxPriceLabel), '200000');
    expect(form.getByLabelText<HTMLInputElement>(messages.alert.maxPriceLabel).value).toBe(
      '200,000',
    );
    await userEvent.click(form.getByRole('button', { name: '골드박스' }));
    await userEvent.click(form.getByRole('button', { name: '쿠팡' }));

    expect(await form.findByText(messages.alert.preview(2))).toBeTruthy();
    expect(form.getByText('갤럭시 버즈3 프로')).toBeTruthy();
    const previews = sent.filter((call) => call.path === '/v1/alert/keyword/preview');
    expect(new URLSearchParams(previews.at(-1)!.search).toString()).toBe(
      'keyword=%EB%B2%84%EC%A6%88&excludes=%EC%BC%80%EC%9D%B4%EC%8A%A4&maxPrice=200000&sources=COUPANG&sources=COUPANG_GOLD_BOX',
    );

    await userEvent.click(form.getByRole('button', { name: messages.alert.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      keyword: '버즈',
      excludes: ['케이스'],
      maxPrice: 200_000,
      sources: ['COUPANG', 'COUPANG_GOLD_BOX'],
      freeShippingOnly: false,
      enabled: true,
    });
    expect(
      await screen.findByRole('button', { name: new RegExp(messages.alert.edit('버즈')) }),
    ).toBeTruthy();
  });

  it('keeps the sheet open on an Enter that ends a Korean composition in the price', async () => {
    serve([]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: messages.alert.add }));
    const sheet = await screen.findByRole('dialog', { name: messages.alert.addTitle });
    const price = within(sheet).getByLabelText(messages.alert.maxPriceLabel);
    expect(fireEvent.keyDown(price, { key: 'Enter', isComposing: true })).toBe(false);
    expect(fireEvent.keyDown(price, { key: 'Enter', keyCode: 229 })).toBe(false);
    expect(fireEvent.keyDown(price, { key: 'Enter' })).toBe(true);
  });

  it("shows the server's Korean message when a save is refused", async () => {
    const refused = '이미 같은 조건의 키워드 알림이 있어요.';
    serve([], (call) =>
      call.method === 'POST'
        ? json({ status: 409, code: 'DUPLICATE_ALERT_RULE', message: refused }, 409)
        : undefined,
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: messages.alert.add }));
    const sheet = await screen.findByRole('dialog');
    await userEvent.type(within(sheet).getByLabelText(messages.alert.keywordLabel), '버즈');
    await userEvent.click(within(sheet).getByRole('button', { name: messages.alert.save }));
    expect((await within(sheet).findByRole('alert')).textContent).toBe(refused);
  });

  it('deletes a rule only after the confirm', async () => {
    const sent = serve([buds]);
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: new RegExp(messages.alert.edit('버즈')) }),
    );
    const sheet = await screen.findByRole('dialog', { name: messages.alert.editTitle });
    await userEvent.click(within(sheet).getByRole('button', { name: messages.alert.delete }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(messages.alert.deleteConfirm);
    await userEvent.click(within(confirm).getByRole('button', { name: messages.app.confirm }));
    expect(await screen.findByText(messages.alert.empty)).toBeTruthy();
    expect(sent.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/v1/alert/keyword/7',
    ]);
  });

  it('saves quiet hours as a whole', async () => {
    const sent = serve([]);
    renderPage();
    const quiet = await screen.findByRole('switch', { name: messages.alert.quietHours });
    await waitFor(() => expect(quiet.hasAttribute('disabled')).toBe(false));
    await userEvent.click(quiet);
    expect(await screen.findByLabelText(messages.alert.quietStart)).toBeTruthy();
    expect(sent.find((call) => call.method === 'PUT')?.body).toEqual({
      ...settings,
      quietEnabled: true,
    });
  });
});
