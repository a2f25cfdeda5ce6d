import type { Comment, CommentThread } from '@akkyeo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, urlOf } from '@/test/fake-fetch';
import { currentUrl, renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';
import { CommentSection } from './comment-section';

const comment = (id: number, overrides: Partial<Comment> = {}): Comment => ({
  id,
  commentId: id,
  parentId: null,
  level: 1,
  content: `댓글 ${id}`,
  deleted: false,
  nickName: `회원${id}`,
  memberInfo: { memberId: id, nickname: `회원${id}`, role: 'ROLE_USER' },
  profileImg: null,
  profileImgThumb: null,
  createdAt: '2026-01-02T03:04:05Z',
  ...overrides,
});

const threads: CommentThread[] = [
  {
    ...comment(1, { memberInfo: { memberId: 1, nickname: '핫딜매니저', role: 'ROLE_MANAGER' } }),
    comment: [comment(2, { parentId: 1, level: 2, content: '답글입니다' })],
  },
  {
    ...comment(3, { deleted: true, content: '삭제된 댓글입니다.', memberInfo: null }),
    comment: [comment(4, { parentId: 3, level: 2 })],
  },
];

function renderSection(
  onSubmit = vi.fn(() => Promise.resolve()),
  onDelete = vi.fn(() => Promise.resolve()),
  entry = '/f/about/9',
) {
  const view = renderRoutes(
    [
      {
        path: '/f/about/:id',
        element: (
          <CommentSection
            threads={threads}
            header="댓글 3"
            onSubmit={onSubmit}
            onDelete={onDelete}
            draftPlace="comment:deal:9"
          />
        ),
      },
      { path: '/login', element: <p>login page</p> },
    ],
    [entry],
  );
  return { ...view, onSubmit, onDelete };
}

describe('CommentSection', () => {
  it('shows threads with replies, the crown for managers, dates and the deleted placeholder', () => {
    renderSection();
    expect(screen.getByRole('heading').textContent).toBe('댓글 3');
    expect(screen.getByText('답글입니다')).toBeTruthy();
    expect(screen.getByRole('img', { name: '매니저' })).toBeTruthy();
    expect(screen.getAllByText('2026년 01월 02일').length).toBe(3);
    expect(screen.getByText('삭제된 댓글입니다.')).toBeTruthy();
    expect(document.getElementById('comment-2')?.textContent).toContain('답글입니다');
  });

  it('asks a visitor to log in above the box', async () => {
    const { router } = renderSection();
    await userEvent.click(
      screen.getByRole('button', { name: '로그인 후 댓글 입력이 가능합니다!' }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/login?redirect=%2Ff%2Fabout%2F9'));
  });

  it('keeps what a visitor typed as a draft, sends them to login, and gives it back after', async () => {
    const { router, onSubmit, unmount } = renderSection();
    await userEvent.type(screen.getByRole('textbox'), '로그인하고 올릴 댓글');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login?redirect=%2Ff%2Fabout%2F9'));
    expect(onSubmit).not.toHaveBeenCalled();
    unmount();
    logInAs(['ROLE_USER'], '77');
    renderSection();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe('로그인하고 올릴 댓글');
    expect(screen.getByText('작성 중이던 글을 불러왔어요')).toBeTruthy();
  });

  it('forgets the draft once the comment is sent', async () => {
    logInAs(['ROLE_USER'], '77');
    const first = renderSection();
    await userEvent.type(screen.getByRole('textbox'), '보낼 댓글');
    first.unmount();
    const { onSubmit } = renderSection();
    const box = screen.getByRole<HTMLTextAreaElement>('textbox');
    expect(box.value).toBe('보낼 댓글');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ content: '보낼 댓글', parentId: null });
    await waitFor(() => expect(box.value).toBe(''));
    expect(screen.queryByText('작성 중이던 글을 불러왔어요')).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });

  it('sends a visitor who taps a comment to login', async () => {
    const { router } = renderSection();
    await userEvent.click(screen.getByText('답글입니다'));
    const alert = await screen.findByRole('alertdialog');
    await userEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login?redirect=%2Ff%2Fabout%2F9'));
  });

  it('replies to the top-level parent with @nickname prefilled', async () => {
    logInAs(['ROLE_USER'], '77');
    const { onSubmit } = renderSection();
    await userEvent.click(screen.getByText('답글입니다'));
    const box = screen.getByRole<HTMLTextAreaElement>('textbox');
    await waitFor(() => expect(box.value).toBe('@회원2 '));
    expect(screen.getByText('회원2님에게 답글 작성 중')).toBeTruthy();
    await userEvent.type(box, '감사합니다');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ content: '@회원2 감사합니다', parentId: 1 });
    await waitFor(() => expect(box.value).toBe(''));
    expect(screen.queryByText('회원2님에게 답글 작성 중')).toBeNull();
  });

  it('sends a top-level comment and offers delete on own comments after a confirm', async () => {
    logInAs(['ROLE_USER'], '4');
    const { onSubmit, onDelete } = renderSection();
    await userEvent.type(screen.getByRole('textbox'), '새 댓글');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledWith({ content: '새 댓글', parentId: null });
    const deletes = screen.getAllByRole('button', { name: '삭제' });
    expect(deletes).toHaveLength(1);
    await userEvent.click(deletes[0]!);
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(4));
  });

  it('keeps the text and shows the message when the send fails', async () => {
    logInAs();
    const onSubmit = vi.fn(() => Promise.reject(new Error('boom')));
    renderSection(onSubmit);
    await userEvent.type(screen.getByRole('textbox'), '실패할 댓글');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('예상치 못한 오류가 발생했어요.')).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe('실패할 댓글');
  });

  it('scrolls to the ?type= comment and flashes it for 1.8 s', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderSection(undefined, undefined, '/f/about/9?type=comment-2');
    const target = document.getElementById('comment-2')!;
    expect(target.getAttribute('data-flash')).toBe('true');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
    expect(scrollIntoView.mock.contexts[0]).toBe(target);
    vi.advanceTimersByTime(1_799);
    expect(target.getAttribute('data-flash')).toBe('true');
    vi.advanceTimersByTime(2);
    expect(target.hasAttribute('data-flash')).toBe(false);
  });

  it("offers 차단하기 on other members' comments only, and blocks after a confirm with POST /v1/member/block/{id}", async () => {
    logInAs(['ROLE_USER'], '2');
    const fetch = fakeFetch(() =>
      json({
        memberId: 1,
        nickname: '핫딜매니저',
        profileImg: null,
        blockedAt: '2026-01-02T03:04:05Z',
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderSection();
    const items = screen.getAllByRole('article');
    expect(within(items[1]!).queryByRole('button', { name: '차단하기' })).toBeNull();
    expect(within(items[2]!).queryByRole('button', { name: '차단하기' })).toBeNull();
    await userEvent.click(within(items[0]!).getByRole('button', { name: '차단하기' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('핫딜매니저님을 차단할까요?');
    await userEvent.click(within(confirm).getByRole('button', { name: '확인' }));
    await screen.findByText('핫딜매니저님을 차단했어요.');
    expect(fetch.mock.calls.map(([input, init]) => [urlOf(input), init?.method])).toEqual([
      ['/v1/member/block/1', 'POST'],
    ]);
  });

  it('offers no 차단하기 to a visitor', () => {
    renderSection();
    expect(screen.queryByRole('button', { name: '차단하기' })).toBeNull();
  });
});
