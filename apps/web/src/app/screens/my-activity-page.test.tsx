import { messages, type MyCommentItem, type MyPostItem } from '@akkyeo/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { feedItem, pageOf } from '@/test/factories';
import { fakeFetch, json } from '@/test/fake-fetch';
import { renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';
import MyActivityPage from './my-activity-page';

const now = new Date().toISOString();

const post: MyPostItem = {
  id: 5,
  content: '무선 마우스 바꿨는데 손목이 훨씬 편해졌어요.',
  category: '후기',
  imgPaths: [],
  thumbPaths: [],
  commentCount: 2,
  likeCount: 4,
  createdAt: now,
};
const comments: MyCommentItem[] = [
  {
    syntheticId: 'deal-12',
    commentId: 12,
    target: 'deal',
    feedId: 3,
    boardId: null,
    memberId: 1,
    content: '가격 좋네요',
    targetTitle: '제주 삼다수 2L 24병',
    createdAt: now,
  },
  {
    syntheticId: 'board-12',
    commentId: 12,
    target: 'board',
    feedId: null,
    boardId: 9,
    memberId: 1,
    content: '저도 궁금해요',
    targetTitle: '골드박스는 보통 몇 시에 바뀌나요?',
    createdAt: now,
  },
];
const favorite = feedItem({
  id: 21,
  name: '오뚜기 진라면 매운맛 120g 40개',
  price: 27_800,
  createdDatetime: now,
  source: 'COUPANG',
  isBookmarked: true,
});

const routes = [{ path: '/act', element: <MyActivityPage /> }];

function serve(replies: Record<string, () => Response>) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((raw) => {
      const url = new URL(raw, 'http://app.test');
      requested.push(url.pathname);
      return replies[url.pathname]?.() ?? json({ unreadCount: 0 });
    }),
  );
  return requested;
}

const linkOf = (text: string) => screen.getByText(text).closest('a')?.getAttribute('href');

describe('MyActivityPage', () => {
  it('lists my posts by default under 작성한 글, each opening its post', async () => {
    logInAs();
    serve({ '/v1/member/board': () => json(pageOf([post])) });
    renderRoutes(routes, ['/act']);
    expect(screen.getByRole('heading', { name: messages.activity.titles.post })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: messages.activity.loading })).toBeTruthy();
    await screen.findByText(post.content);
    expect(linkOf(post.content)).toBe('/f/board/5');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('lists my comments, each opening its deal or post at the comment', async () => {
    logInAs();
    serve({ '/v1/member/comment': () => json(pageOf(comments)) });
    renderRoutes(routes, ['/act?type=comment']);
    expect(screen.getByRole('heading', { name: messages.activity.titles.comment })).toBeTruthy();
    await screen.findByText('가격 좋네요');
    expect(linkOf('가격 좋네요')).toBe('/f/about/3?type=comment-12');
    expect(linkOf('저도 궁금해요')).toBe('/f/board/9?type=comment-12');
    expect(screen.getByText('제주 삼다수 2L 24병')).toBeTruthy();
  });

  it('lists my favourites, each opening its deal', async () => {
    logInAs();
    serve({ '/v1/member/bookmark': () => json(pageOf([favorite])) });
    renderRoutes(routes, ['/act?type=favorite']);
    expect(screen.getByRole('heading', { name: messages.activity.titles.favorite })).toBeTruthy();
    await screen.findByText(favorite.name);
    expect(linkOf(favorite.name)).toBe('/f/about/21');
    expect(screen.getByText('27,800원')).toBeTruthy();
  });

  it('shows the empty text of each type, and an empty list after a load error', async () => {
    logInAs();
    serve({
      '/v1/member/board': () => json(pageOf([])),
      '/v1/member/comment': () =>
        json({ status: 500, code: 'INTERNAL', message: messages.app.unexpectedError }, 500),
    });
    const { unmount } = renderRoutes(routes, ['/act?type=board']);
    expect(await screen.findByText(messages.activity.empty.post)).toBeTruthy();
    unmount();
    renderRoutes(routes, ['/act?type=comment']);
    expect(await screen.findByText(messages.activity.empty.comment)).toBeTruthy();
    expect(screen.queryByText(messages.app.loadFailed)).toBeNull();
  });

  it('falls back to 나의 활동 for an unknown type, without asking the server', () => {
    logInAs();
    const requested = serve({});
    renderRoutes(routes, ['/act?type=unknown']);
    expect(screen.getByRole('heading', { name: messages.activity.fallbackTitle })).toBeTruthy();
    expect(screen.getByText(messages.activity.fallbackEmpty)).toBeTruthy();
    expect(requested.filter((path) => path.startsWith('/v1/member'))).toEqual([]);
  });
});
