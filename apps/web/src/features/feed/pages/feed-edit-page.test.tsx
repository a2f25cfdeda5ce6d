import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { feedDetail } from '@/test/factories';
import { fakeFetch, json } from '@/test/fake-fetch';
import { currentUrl, renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';
import FeedEditPage from './feed-edit-page';

const deal = feedDetail({
  id: 9,
  name: '원래 이름',
  price: 12_000,
  imgLink: '/cdn/deal/abc.webp',
  link: 'https://www.coupang.com/vp/products/9',
  createdDatetime: '2026-02-03T04:05:06Z',
  content: '<p>첫 줄<br />둘째 줄</p>',
  isPartnerLink: true,
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function stub(fail: { put?: boolean; del?: boolean } = {}, shown = deal) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((raw, init) => {
      const url = new URL(raw, 'http://app.test');
      const method = init.method ?? 'GET';
      calls.push({
        method,
        path: url.pathname,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      });
      const error = json(
        { status: 400, code: 'VALIDATION_FAILED', message: '가격은 0원 이상으로 입력해주세요.' },
        400,
      );
      if (method === 'PUT') return fail.put ? error : json({ id: 9 });
      if (method === 'DELETE')
        return fail.del
          ? json(
              { status: 500, code: 'INTERNAL_ERROR', message: '예상치 못한 오류가 발생했어요.' },
              500,
            )
          : new Response(null, { status: 204 });
      return json(shown);
    }),
  );
  return calls;
}

const routes = [
  { path: '/feed/edit/:id', handle: { name: 'feedEditPage' }, element: <FeedEditPage /> },
  { path: '/f/about/:id', element: <p>deal page</p> },
  { path: '/', element: <p>main page</p> },
];

describe('FeedEditPage', () => {
  it('edits name, price, shipping and content, then opens the deal', async () => {
    logInAs(['ROLE_MANAGER']);
    const calls = stub();
    const { router } = renderRoutes(routes, ['/feed/edit/9']);
    const name = await screen.findByRole('textbox', { name: '제목' });
    expect((name as HTMLInputElement).value).toBe('원래 이름');
    const content = screen.getByRole<HTMLTextAreaElement>('textbox', { name: '내용' });
    expect(content.value).toBe('첫 줄\n둘째 줄');
    expect(screen.getByText(/쿠팡 파트너스 활동의 일환으로/)).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, '새 이름');
    const price = screen.getByRole('spinbutton', { name: '가격' });
    await userEvent.clear(price);
    await userEvent.type(price, '9900');
    await userEvent.click(screen.getByRole('checkbox', { name: '무료배송' }));
    await userEvent.click(screen.getByRole('button', { name: '수정' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/f/about/9'));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/v1/feed',
      body: {
        feedId: 9,
        name: '새 이름',
        price: 9_900,
        isFreeShipping: false,
        content: '<p>첫 줄<br>둘째 줄</p>',
      },
    });
  });

  it('ends the deal with the 종료된 딜 switch, and reopens an ended one', async () => {
    logInAs(['ROLE_MANAGER']);
    const calls = stub();
    const { router } = renderRoutes(routes, ['/feed/edit/9']);
    const ended = await screen.findByRole('switch', { name: '종료된 딜' });
    expect(ended.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(ended);
    await userEvent.click(screen.getByRole('button', { name: '수정' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/f/about/9'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ feedId: 9, ended: true });
  });

  it('reopens an ended deal with the same switch', async () => {
    logInAs(['ROLE_MANAGER']);
    const calls = stub({}, { ...deal, ended: true });
    const { router } = renderRoutes(routes, ['/feed/edit/9']);
    const ended = await screen.findByRole('switch', { name: '종료된 딜' });
    expect(ended.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(ended);
    await userEvent.click(screen.getByRole('button', { name: '수정' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/f/about/9'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ ended: false });
  });

  it('shows the partner note only for a deal bought through a partner link', async () => {
    logInAs(['ROLE_MANAGER']);
    stub(
      {},
      { ...deal, market: '무신사', link: 'https://www.musinsa.com/p/9', isPartnerLink: false },
    );
    renderRoutes(routes, ['/feed/edit/9']);
    await screen.findByRole('textbox', { name: '제목' });
    expect(screen.queryByText(/쿠팡 파트너스 활동의 일환으로/)).toBeNull();
  });

  it('names a wrong price and an empty title in Korean beside them and saves nothing', async () => {
    logInAs(['ROLE_MANAGER']);
    const calls = stub();
    renderRoutes(routes, ['/feed/edit/9']);
    const name = await screen.findByRole('textbox', { name: '제목' });
    await userEvent.clear(name);
    const price = screen.getByRole('spinbutton', { name: '가격' });
    await userEvent.clear(price);
    await userEvent.type(price, '-500');
    await userEvent.click(screen.getByRole('button', { name: '수정' }));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['제목을 입력해주세요.', '가격은 0원 이상으로 입력해주세요.']);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows 수정 실패 when saving fails', async () => {
    logInAs(['ROLE_MANAGER']);
    stub({ put: true });
    renderRoutes(routes, ['/feed/edit/9']);
    await screen.findByRole('textbox', { name: '제목' });
    await userEvent.click(screen.getByRole('button', { name: '수정' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('수정 실패');
    expect(dialog.textContent).toContain('가격은 0원 이상으로 입력해주세요.');
  });

  it('deletes the image after the confirmation, and says 삭제 실패 when it fails', async () => {
    logInAs(['ROLE_MANAGER']);
    const calls = stub();
    const { unmount } = renderRoutes(routes, ['/feed/edit/9']);
    await userEvent.click(await screen.findByRole('button', { name: '이미지 삭제' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('정말로 실행하시겠습니까?');
    await userEvent.click(within(confirm).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('이미지가 삭제되었습니다.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/v1/feed/9/img')).toBe(true);
    unmount();

    stub({ del: true });
    renderRoutes(routes, ['/feed/edit/9']);
    await userEvent.click(await screen.findByRole('button', { name: '이미지 삭제' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }),
    );
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('삭제 실패'));
  });

  it('keeps the image when the confirmation is cancelled', async () => {
    logInAs(['ROLE_MANAGER']);
    const calls = stub();
    renderRoutes(routes, ['/feed/edit/9']);
    await userEvent.click(await screen.findByRole('button', { name: '이미지 삭제' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '취소' }),
    );
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });
});
