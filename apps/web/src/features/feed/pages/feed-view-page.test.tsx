import { messages, type FeedDetail, type PriceHistory } from '@akkyeo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { feedDetail } from '@/test/factories';
import { fakeFetch, json } from '@/test/fake-fetch';
import { currentUrl, renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';
import FeedViewPage from './feed-view-page';

const deal = (overrides: Partial<FeedDetail> = {}) =>
  feedDetail({
    id: 5,
    name: '무선 이어폰',
    price: 39_900,
    link: 'https://link.coupang.com/a/abc',
    createdDatetime: '2026-02-03T04:05:06Z',
    likeCount: 7,
    commentCount: 1,
    content: '<p>오늘만 <strong>특가</strong></p>',
    isPartnerLink: true,
    comment: [
      {
        id: 11,
        commentId: 11,
        parentId: null,
        level: 1,
        content: '좋아요!',
        deleted: false,
        nickName: '알뜰',
        memberInfo: { memberId: 3, nickname: '알뜰', role: 'ROLE_USER' },
        profileImg: null,
        profileImgThumb: null,
        createdAt: '2026-02-03T05:00:00Z',
        comment: [],
      },
    ],
    ...overrides,
  });

const noHistory: PriceHistory = {
  points: [],
  lowest: null,
  usual: null,
  current: 39_900,
  isLowestPrice: false,
};

function stub(
  detail: FeedDetail,
  extra: (url: URL, init: RequestInit) => unknown = () => null,
  history: PriceHistory = noHistory,
) {
  const fetch = fakeFetch((raw, init) => {
    const url = new URL(raw, 'http://app.test');
    const answer = extra(url, init);
    if (answer !== null) return json(answer);
    if (url.pathname === '/v1/config') return json({ kakaoLogin: null });
    if (url.pathname === `/v1/feed/${detail.id}/price-history`) return json(history);
    return json(detail);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const routes = [
  { path: '/f/about/:id', handle: { name: 'feedViewPage' }, element: <FeedViewPage /> },
  { path: '/login', element: <p>login page</p> },
  { path: '/feed/edit/:id', element: <p>edit page</p> },
];

describe('FeedViewPage', () => {
  it('charts the price history with its lowest point and says how the price compares', async () => {
    stub(deal(), () => null, {
      points: [
        { observedAt: '2026-01-10T00:00:00Z', price: 45_000 },
        { observedAt: '2026-01-20T00:00:00Z', price: 35_000 },
        { observedAt: '2026-02-01T00:00:00Z', price: 39_900 },
      ],
      lowest: 35_000,
      usual: 45_000,
      current: 39_900,
      isLowestPrice: false,
    });
    renderRoutes(routes, ['/f/about/5']);
    const section = await screen.findByRole('region', { name: '가격 변동' });
    expect(within(section).getByText('평소보다 11% 저렴')).toBeTruthy();
    const chart = within(section).getByRole('img', {
      name: '가격 기록 3회, 최저 35,000원, 최근 39,900원',
    });
    expect(within(chart).getByText('최저 35,000원')).toBeTruthy();
  });

  it('says 역대 최저가 when the lowest-price rule holds', async () => {
    const history: PriceHistory = {
      points: [
        { observedAt: '2026-01-10T00:00:00Z', price: 45_000 },
        { observedAt: '2026-01-20T00:00:00Z', price: 42_000 },
        { observedAt: '2026-02-01T00:00:00Z', price: 39_900 },
      ],
      lowest: 39_900,
      usual: 42_000,
      current: 39_900,
      isLowestPrice: true,
    };
    stub(deal(), () => null, history);
    renderRoutes(routes, ['/f/about/5']);
    expect(await screen.findByText('역대 최저가')).toBeTruthy();
  });

  it('links 이 딜 후기 N개 to the board of its reviews and 후기 쓰기 to a 후기 of this deal', async () => {
    stub(deal({ reviewCount: 3 }));
    renderRoutes(routes, ['/f/about/5']);
    const reviews = await screen.findByRole('link', { name: '이 딜 후기 3개' });
    expect(reviews.getAttribute('href')).toBe('/f/board?dealId=5');
    const write = screen.getByRole('link', { name: '후기 쓰기' });
    expect(new URL(write.getAttribute('href')!, 'http://app.test').search).toBe(
      `?category=${encodeURIComponent('후기')}&dealId=5`,
    );
  });

  it('shows the deal, the partner note, the content, comments and the buy bar', async () => {
    stub(deal());
    renderRoutes(routes, ['/f/about/5']);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('무선 이어폰');
    await screen.findByText('댓글 1');
    expect(screen.getByText(/쿠팡 파트너스 활동의 일환으로/).textContent).toContain(
      '구매자의 가격은 달라지지 않습니다',
    );
    expect(screen.getAllByText('2026년 02월 03일').length).toBe(2);
    expect(screen.getByText('특가').tagName).toBe('STRONG');
    expect(screen.getByText('댓글 1')).toBeTruthy();
    expect(screen.getByText('집게리뷰')).toBeTruthy();
    expect(screen.getByText('로그인 후 댓글 입력이 가능합니다!')).toBeTruthy();
    expect(screen.getAllByText('39,900원').length).toBeGreaterThan(0);
    expect(screen.getByText('무료배송')).toBeTruthy();
    expect(screen.getAllByText('아껴라껴')).toHaveLength(2); // the logo and the badge
    const buy = screen.getAllByRole('link', { name: '구매하기' }).at(-1)!;
    expect(buy.getAttribute('href')).toBe('/go/5'); // counts the click, then the partner link
    expect(buy.getAttribute('target')).toBe('_blank');
    expect(buy.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: '수정하기' })).toBeNull();
  });

  it('marks an ended deal 종료 over its image', async () => {
    stub(deal({ ended: true }));
    renderRoutes(routes, ['/f/about/5']);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('종료')).toBeTruthy();
  });

  it('shows no 종료 on a running deal', async () => {
    stub(deal());
    renderRoutes(routes, ['/f/about/5']);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('종료')).toBeNull();
  });

  it('hides the partner note for plain links and shows 수정하기 to managers', async () => {
    logInAs(['ROLE_USER', 'ROLE_MANAGER']);
    stub(deal({ isPartnerLink: false }));
    renderRoutes(routes, ['/f/about/5']);
    const edit = await screen.findByRole('link', { name: '수정하기' });
    expect(edit.getAttribute('href')).toBe('/feed/edit/5');
    expect(screen.queryByText(/쿠팡 파트너스 활동의 일환으로/)).toBeNull();
  });

  it('likes after login and a confirm, then shows the server count', async () => {
    logInAs();
    const fetch = stub(deal(), (url) =>
      url.pathname === '/v1/feed/5/like' ? { isLiked: true, likeCount: 8 } : null,
    );
    renderRoutes(routes, ['/f/about/5']);
    const like = await screen.findByRole('button', { name: /^좋아요 \d/ });
    await userEvent.click(like);
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('좋아요를 누르시겠습니까?');
    await userEvent.click(within(confirm).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(like.textContent).toContain('8');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });

  it('clears the box and counts the comment once the server keeps it, before the deal is read again', async () => {
    logInAs();
    let posted = false;
    const fetch = fakeFetch((raw, init) => {
      const url = new URL(raw, 'http://app.test');
      if (url.pathname === '/v1/feed/5/comment' && init.method === 'POST') {
        posted = true;
        return json({ comment: deal().comment[0], commentCount: 2 });
      }
      if (url.pathname === '/v1/config') return json({ kakaoLogin: null });
      if (url.pathname === '/v1/feed/5/price-history') return json(noHistory);
      return posted ? new Promise<Response>(() => {}) : json(deal());
    });
    vi.stubGlobal('fetch', fetch);
    renderRoutes(routes, ['/f/about/5']);
    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', {
      name: messages.comment.placeholder,
    });
    await userEvent.type(box, '새 댓글');
    await userEvent.click(screen.getByRole('button', { name: messages.comment.submit }));
    await waitFor(() => expect(box.value).toBe(''));
    expect(await screen.findByText('댓글 2')).toBeTruthy();
  });

  it('sends a visitor who likes or bookmarks to login', async () => {
    stub(deal());
    const { router } = renderRoutes(routes, ['/f/about/5']);
    await userEvent.click(await screen.findByRole('button', { name: /^좋아요 \d/ }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('로그인 후 이용 가능합니다!');
    await userEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login?redirect=%2Ff%2Fabout%2F5'));
  });

  it('bookmarks from the bottom bar with the server state', async () => {
    logInAs();
    stub(deal(), (url) => (url.pathname === '/v1/feed/5/bookmark' ? { isBookmarked: true } : null));
    renderRoutes(routes, ['/f/about/5']);
    const star = await screen.findByRole('button', { name: '즐겨찾기' });
    await userEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
  });

  it('copies the URL and shares through the Web Share API without a Kakao key', async () => {
    stub(deal());
    const writeText = vi.fn(() => Promise.resolve());
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderRoutes(routes, ['/f/about/5']);
    await userEvent.click(await screen.findByRole('button', { name: 'URL 복사' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/f/about/5`),
    );
    expect(await screen.findByText('URL이 복사되었습니다!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '메신저로 공유' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: '무선 이어폰',
        text: '39,900원 입니다',
        url: `${window.location.origin}/f/about/5`,
      }),
    );
  });

  it('shows the not-found page for a deal that does not exist, with a way home', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => json({ status: 404, code: 'NOT_FOUND', message: 'x' }, 404)),
    );
    renderRoutes(routes, ['/f/about/999']);
    expect(await screen.findByRole('heading', { name: messages.app.notFoundPage })).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.app.goHome }).getAttribute('href')).toBe('/');
  });

  it('says so when the deal cannot be loaded, and loads it again on 다시 시도', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      fakeFetch((url) => {
        if (!url.startsWith('/v1/feed/999')) return json({});
        calls += 1;
        return json({ status: 500, code: 'INTERNAL_ERROR', message: 'x' }, 500);
      }),
    );
    renderRoutes(routes, ['/f/about/999']);
    expect(await screen.findByText(messages.app.loadFailed, {}, { timeout: 8000 })).toBeTruthy();
    const before = calls;
    await userEvent.click(screen.getByRole('button', { name: messages.offline.retry }));
    await waitFor(() => expect(calls).toBeGreaterThan(before));
  }, 15_000);

  it("sends a member's 종료됐어요 once and shows the count; a manager reopens an ended deal", async () => {
    logInAs();
    let reported = false;
    const posts: string[] = [];
    stub(deal({ endedReports: 1 }), (url, init) => {
      if (url.pathname !== '/v1/feed/5/ended-report')
        return reported ? deal({ endedReports: 2, endedReported: true }) : null;
      posts.push(init.method ?? 'GET');
      reported = true;
      return { ended: false, endedAt: null, endedReports: 2, endedReported: true };
    });
    const view = renderRoutes(routes, ['/f/about/5']);
    expect(await screen.findByText('1명이 종료를 알렸어요 (3명이면 종료)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '종료됐어요' }));
    const done = await screen.findByRole('button', { name: '종료를 알렸어요' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('2명이 종료를 알렸어요 (3명이면 종료)')).toBeTruthy();
    expect(posts).toEqual(['POST']);
    view.unmount();

    logInAs(['ROLE_MANAGER']);
    const deletes: string[] = [];
    const ended = { ended: true, endedAt: '2026-02-04T00:00:00Z', endedReports: 3 };
    let reopened = false;
    stub(deal(ended), (url, init) => {
      if (url.pathname === '/v1/feed/5/ended' && init.method === 'DELETE') {
        deletes.push(url.pathname);
        reopened = true;
        return { ended: false, endedAt: null, endedReports: 0, endedReported: false };
      }
      return reopened ? deal() : null;
    });
    renderRoutes(routes, ['/f/about/5']);
    expect(await screen.findByText('종료된 딜이에요')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '다시 열기' }));
    expect(await screen.findByRole('button', { name: '종료됐어요' })).toBeTruthy();
    expect(deletes).toEqual(['/v1/feed/5/ended']);
    expect(screen.queryByText('종료된 딜이에요')).toBeNull();
  });

  it('counts down to the gold-box change on an open gold-box deal', async () => {
    const endsAt = new Date(Date.now() + (3 * 3600 + 2 * 60 + 1) * 1000 + 500).toISOString();
    stub(deal({ goldbox: true, source: 'COUPANG_GOLD_BOX', goldBoxEndsAt: endsAt }));
    renderRoutes(routes, ['/f/about/5']);
    expect(await screen.findByText('골드박스가 바뀌기까지')).toBeTruthy();
    expect(screen.getByText(/^03:02:0[01] 남음$/)).toBeTruthy();
  });
});
