import { messages, type LinkPreview } from '@akkyeo/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, urlOf } from '@/test/fake-fetch';
import { currentUrl, renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';
import FeedWritePage from './feed-write-page';

const preview: LinkPreview = {
  title: '제주 삼다수 2L 12병',
  shoppingMall: '쿠팡',
  imgUrl: 'https://thumbnail.coupangcdn.com/a.jpg',
  price: null,
  urlInfo: { link: 'https://www.coupang.com/vp/products/1', platform: 'COUPANG' },
};

function stub(handler: (url: URL, init: RequestInit) => Response) {
  const fetch = fakeFetch((raw, init) => handler(new URL(raw, 'http://app.test'), init));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const routes = [
  { path: '/feed/write', handle: { name: 'feedWritePage' }, element: <FeedWritePage /> },
  { path: '/', element: <p>main page</p> },
];

const field = (name: string) => screen.getByRole('textbox', { name });

describe('FeedWritePage', () => {
  it('previews the link, fills the title and the live card, then posts and goes home', async () => {
    logInAs(['ROLE_MANAGER']);
    let posted: unknown;
    const fetch = stub((url, init) => {
      if (url.pathname === '/v1/feed/preview') return json(preview);
      posted = JSON.parse(init.body as string);
      return json({ id: 77 }, 201);
    });
    const { router } = renderRoutes(routes, ['/feed/write']);
    await userEvent.type(field('상품 링크'), 'https://www.coupang.com/vp/products/1');
    await waitFor(() => expect((field('제목') as HTMLInputElement).value).toBe(preview.title));
    const previewUrl = new URL(urlOf(fetch.mock.calls[0]![0]), 'http://app.test');
    expect(previewUrl.searchParams.get('url')).toBe('https://www.coupang.com/vp/products/1');

    await userEvent.type(screen.getByRole('spinbutton', { name: '가격' }), '11900');
    await userEvent.type(field('내용'), '맛있는 물{Enter}{Enter}<최저가>');
    await userEvent.click(screen.getByRole('checkbox', { name: '무료배송' }));
    const card = screen.getByRole('region', { name: '미리보기' });
    expect(within(card).getByText('11,900원')).toBeTruthy();
    expect(within(card).getByText('쿠팡')).toBeTruthy();
    expect(within(card).getByText('유료배송')).toBeTruthy();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('등록이 완료되었습니다.')).toBeTruthy();
    expect(posted).toEqual({
      url: 'https://www.coupang.com/vp/products/1',
      name: '제주 삼다수 2L 12병',
      price: 11_900,
      isFreeShipping: false,
      content: '<p>맛있는 물</p><p>&#60;최저가&#62;</p>',
      image: 'https://thumbnail.coupangcdn.com/a.jpg',
      containImage: true,
      shoppingMall: '쿠팡',
    });
    expect(currentUrl(router)).toBe('/feed/write');
    await act(() => vi.advanceTimersByTimeAsync(1_600));
    expect(currentUrl(router)).toBe('/');
  });

  it('clears the title with its button and leaves the photo out when unchecked', async () => {
    logInAs(['ROLE_MANAGER']);
    stub((url) => (url.pathname === '/v1/feed/preview' ? json(preview) : json({ id: 1 }, 201)));
    renderRoutes(routes, ['/feed/write']);
    await userEvent.type(field('상품 링크'), 'https://www.coupang.com/vp/products/1');
    await waitFor(() => expect((field('제목') as HTMLInputElement).value).toBe(preview.title));
    await userEvent.click(screen.getByRole('button', { name: '지우기' }));
    expect((field('제목') as HTMLInputElement).value).toBe('');
    const photo = screen.getByRole('checkbox', { name: '사진 포함' });
    expect((photo as HTMLInputElement).checked).toBe(true);
    const image = () =>
      screen.getByRole('region', { name: '미리보기' }).querySelector('img')?.getAttribute('src');
    expect(image()).toBe(preview.imgUrl);
    await userEvent.click(photo);
    expect(image()).toBe('/logo.svg');
  });

  it('keeps the link after a failed preview; the manager types the rest by hand and posts', async () => {
    logInAs(['ROLE_MANAGER']);
    let posted: unknown;
    stub((url, init) => {
      if (url.pathname === '/v1/feed/preview') {
        return json(
          {
            status: 400,
            code: 'URL_NOT_ALLOWED',
            message: '이 주소는 미리보기를 가져올 수 없습니다. 직접 입력해주세요.',
          },
          400,
        );
      }
      posted = JSON.parse(init.body as string);
      return json({ id: 78 }, 201);
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoutes(routes, ['/feed/write']);
    const link = screen.getByRole<HTMLInputElement>('textbox', { name: /상품 링크/ });
    fireEvent.change(link, { target: { value: 'http://10.0.0.1/p/1' } });
    expect(
      await screen.findByText('이 주소는 미리보기를 가져올 수 없습니다. 직접 입력해주세요.'),
    ).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(link.value).toBe('http://10.0.0.1/p/1');
    expect(screen.getByText(messages.dealForm.manualHint)).toBeTruthy();

    await userEvent.type(field('제목'), '직접 입력한 상품');
    await userEvent.type(screen.getByRole('spinbutton', { name: '가격' }), '15000');
    await userEvent.type(field('판매처'), '동네 가게');
    await userEvent.type(field('이미지 주소'), 'https://img.example.com/a.jpg');
    const card = screen.getByRole('region', { name: '미리보기' });
    expect(within(card).getByText('동네 가게')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe('https://img.example.com/a.jpg');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('등록이 완료되었습니다.')).toBeTruthy();
    expect(posted).toEqual({
      url: 'http://10.0.0.1/p/1',
      name: '직접 입력한 상품',
      price: 15_000,
      isFreeShipping: true,
      content: '',
      image: 'https://img.example.com/a.jpg',
      containImage: true,
      shoppingMall: '동네 가게',
    });
  });

  it('clears the link only when the manager taps its clear button', async () => {
    logInAs(['ROLE_MANAGER']);
    stub(() => json({ status: 400, code: 'LINK_PREVIEW_FAILED', message: '실패' }, 400));
    renderRoutes(routes, ['/feed/write']);
    const link = screen.getByRole<HTMLInputElement>('textbox', { name: /상품 링크/ });
    fireEvent.change(link, { target: { value: 'https://www.coupang.com/vp/products/1' } });
    await screen.findByText(messages.dealForm.manualHint, undefined, { timeout: 5_000 });
    await userEvent.click(await screen.findByRole('button', { name: messages.dealForm.clearLink }));
    await waitFor(() => expect(link.value).toBe(''));
    expect(screen.queryByText(messages.dealForm.manualHint)).toBeNull();
  });

  it('names each wrong field in Korean beside it and sends nothing', async () => {
    logInAs(['ROLE_MANAGER']);
    const fetch = stub(() => json({ id: 1 }, 201));
    renderRoutes(routes, ['/feed/write']);
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    const describedBy = (input: HTMLElement) =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    const link = screen.getByRole('textbox', { name: /상품 링크/ });
    const price = screen.getByRole('spinbutton', { name: '가격' });
    expect(describedBy(link)).toBe('상품 링크를 입력해주세요.');
    expect(describedBy(field('제목'))).toBe('제목을 입력해주세요.');
    expect(describedBy(price)).toBe('가격을 입력해주세요.');
    expect(link.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(link, { target: { value: 'javascript:alert(1)' } });
    expect(link.getAttribute('aria-describedby')).toBeNull();
    await userEvent.type(field('제목'), '상품');
    await userEvent.type(price, '-500');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(describedBy(link)).toBe(
      '상품 링크는 http:// 또는 https://로 시작하는 주소로 입력해주세요.',
    );
    expect(describedBy(price)).toBe('가격은 0원 이상으로 입력해주세요.');
    await userEvent.clear(price);
    await userEvent.type(price, '99999999999999');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(describedBy(price)).toBe('가격은 1,000,000,000원 이하로 입력해주세요.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows 업로드 실패 with the server message and lets the manager retry', async () => {
    logInAs(['ROLE_MANAGER']);
    const fetch = stub((url) =>
      url.pathname === '/v1/feed/preview'
        ? json(preview)
        : json(
            { status: 400, code: 'VALIDATION_FAILED', message: '이미지 주소를 확인해주세요.' },
            400,
          ),
    );
    renderRoutes(routes, ['/feed/write']);
    await userEvent.type(field('상품 링크'), 'https://www.coupang.com/vp/products/1');
    await waitFor(() => expect((field('제목') as HTMLInputElement).value).toBe(preview.title));
    await userEvent.type(screen.getByRole('spinbutton', { name: '가격' }), '1000');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('업로드 실패');
    expect(dialog.textContent).toContain('이미지 주소를 확인해주세요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '등록' }).disabled).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
