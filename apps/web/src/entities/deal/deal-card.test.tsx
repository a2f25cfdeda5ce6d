import type { FeedListItem } from '@akkyeo/contracts';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { feedItem } from '@/test/factories';
import { renderRoutes } from '@/test/render-routes';
import { DealCard } from './deal-card';

const deal = (overrides: Partial<FeedListItem> = {}) =>
  feedItem({
    id: 12,
    name: '아주 긴 이름의 무선 이어폰 노이즈 캔슬링 블루투스 5.3 고음질',
    price: 39900,
    imgLink: 'feed/12.webp',
    link: 'https://example.com/p/12',
    createdDatetime: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  });

function renderCard(item: FeedListItem, onToggleBookmark = vi.fn()) {
  const view = renderRoutes([
    { path: '/', element: <DealCard item={item} onToggleBookmark={onToggleBookmark} /> },
  ]);
  return { ...view, onToggleBookmark };
}

describe('DealCard', () => {
  it('shows name, market, relative time, price with 원 and links to the deal', () => {
    renderCard(deal());
    expect(screen.getByRole('heading').textContent).toBe(deal().name);
    expect(screen.getByText('쿠팡')).toBeTruthy();
    expect(screen.getByText('5분 전')).toBeTruthy();
    expect(screen.getByText('39,900원')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/f/about/12');
  });

  it('carries the 역대최저 badge only when the list says so', () => {
    const { unmount } = renderCard(deal({ isLowestPrice: true }));
    expect(screen.getByText('역대최저')).toBeTruthy();
    unmount();
    renderCard(deal());
    expect(screen.getByText('39,900원')).toBeTruthy();
    expect(screen.queryByText('역대최저')).toBeNull();
  });

  it('credits a 제보 to its finder in place of the 아껴라껴 badge', () => {
    const { unmount } = renderCard(deal({ source: 'AKKYEO' }));
    expect(screen.getByText('아껴라껴')).toBeTruthy();
    unmount();
    renderCard(deal({ source: 'AKKYEO', tippedBy: { memberId: 3, nickname: '알뜰쇼퍼' } }));
    expect(screen.getByText('제보 알뜰쇼퍼')).toBeTruthy();
    expect(screen.queryByText('아껴라껴')).toBeNull();
  });

  it.each([
    [{ source: 'COUPANG', freeShipping: false } as const, '와우무료'],
    [{ source: 'COUPANG_GOLD_BOX', freeShipping: false } as const, '유료배송'],
    [{ source: 'AKKYEO', freeShipping: true } as const, '무료배송'],
  ])('shows the shipping label for %o', (overrides, label) => {
    renderCard(deal(overrides));
    expect(screen.getByText(label)).toBeTruthy();
  });

  it('badges gold-box deals 골드박스 and our picks 아껴라껴, plain Coupang deals nothing', () => {
    const { unmount } = renderCard(deal({ source: 'COUPANG_GOLD_BOX' }));
    expect(screen.getByText('골드박스')).toBeTruthy();
    unmount();
    const second = renderCard(deal({ source: 'AKKYEO' }));
    expect(screen.getByText('아껴라껴')).toBeTruthy();
    second.unmount();
    renderCard(deal({ source: 'COUPANG' }));
    expect(screen.queryByText('골드박스')).toBeNull();
    expect(screen.queryByText('아껴라껴')).toBeNull();
  });

  it('falls back to the logo when the image is missing or broken', () => {
    const { unmount } = renderCard(deal({ imgLink: 'https://img.example.com/12.jpg' }));
    const image = screen.getByRole('img', { name: deal().name });
    expect(image.getAttribute('src')).toBe('https://img.example.com/12.jpg');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/logo.svg');
    unmount();
    renderCard(deal({ imgLink: null }));
    expect(screen.getByRole('img', { name: deal().name }).getAttribute('src')).toBe('/logo.svg');
  });

  it('marks ended deals 종료', () => {
    const { unmount } = renderCard(deal({ ended: true }));
    expect(screen.getByText('종료')).toBeTruthy();
    unmount();
    renderCard(deal());
    expect(screen.queryByText('종료')).toBeNull();
  });

  it('shows the bookmark state and reports a tap on the star', async () => {
    const item = deal({ isBookmarked: true });
    const { onToggleBookmark } = renderCard(item);
    const star = screen.getByRole('button', { name: '즐겨찾기' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(star);
    expect(onToggleBookmark).toHaveBeenCalledExactlyOnceWith(item);
  });

  it('marks the name as given, reports opening, and shows a preview without link or star', async () => {
    const onOpen = vi.fn();
    const { unmount } = renderRoutes([
      {
        path: '/',
        element: <DealCard item={deal()} title={<mark>이어폰</mark>} onOpen={onOpen} />,
      },
      { path: '/f/about/:id', element: <p>deal</p> },
    ]);
    expect(screen.getByText('이어폰', { selector: 'mark' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '즐겨찾기' })).toBeNull();
    await userEvent.click(screen.getByRole('link'));
    expect(onOpen).toHaveBeenCalledOnce();
    unmount();
    renderRoutes([{ path: '/', element: <DealCard item={deal({ market: '' })} preview /> }]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('·')).toBeNull();
  });
});
