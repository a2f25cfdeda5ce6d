import { messages } from '@akkyeo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '@/test/fake-fetch';
import { feedDetail } from '@/test/factories';
import { currentUrl, renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';
import BoardWritePage from './board-write-page';

const routes = [
  { path: '/f/board/write', element: <BoardWritePage /> },
  { path: '/f/board', element: <p>board list</p> },
];

function sseResponse(messages: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(': ready\n\n'));
      for (const data of messages) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        controller.enqueue(encoder.encode(`data: ${data}\n\n`));
      }
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const typeContent = async (text: string) => {
  const box = screen.getByRole('textbox', { name: messages.feed.fieldContent });
  await userEvent.clear(box);
  if (text) await userEvent.type(box, text);
};

describe('BoardWritePage', () => {
  it('offers 공지 and 이벤트 to the team only, even when the address names them', () => {
    logInAs(['ROLE_USER']);
    const member = renderRoutes(routes, ['/f/board/write?category=공지']);
    expect(screen.queryByRole('button', { name: '공지' })).toBeNull();
    expect(screen.queryByRole('button', { name: '이벤트' })).toBeNull();
    expect(screen.getByRole('button', { name: '자유' }).getAttribute('aria-pressed')).toBe('false');
    member.unmount();

    logInAs(['ROLE_USER', 'ROLE_MANAGER']);
    renderRoutes(routes, ['/f/board/write?category=공지']);
    expect(screen.getByRole('button', { name: '공지' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '이벤트' })).toBeTruthy();
  });

  it('asks for a category, then warns about empty and short content, without calling the server', async () => {
    logInAs();
    const fetch = fakeFetch(() => json({}));
    vi.stubGlobal('fetch', fetch);
    renderRoutes(routes, ['/f/board/write']);
    const post = screen.getByRole('button', { name: messages.app.post });
    await userEvent.click(post);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.board.categoryRequired);
    await userEvent.click(screen.getByRole('button', { name: '자유' }));
    expect(screen.queryByText(messages.board.categoryRequired)).toBeNull();
    await userEvent.click(post);
    expect(await screen.findByText(messages.board.contentRequired)).toBeTruthy();
    await typeContent('  다섯글자다  ');
    await userEvent.click(post);
    expect(await screen.findByText(messages.board.contentTooShort)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the post once with its upload id and category, shows progress, then goes to the list', async () => {
    logInAs();
    const sent: { url: string; body?: BodyInit | null }[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch((url, init) => {
        sent.push({ url, body: init.body });
        if (url === '/v1/board/upload')
          return json({ uploadId: 'u'.repeat(24), expiresAt: '' }, 201);
        if (url.startsWith('/v1/board/upload/status/stream/')) return sseResponse(['40', '100']);
        return json({ id: 7 }, 201);
      }),
    );
    const { router } = renderRoutes(routes, ['/f/board/write']);
    await userEvent.click(screen.getByRole('button', { name: '후기' }));
    await typeContent('캠핑 다녀온 후기입니다');
    await userEvent.dblClick(screen.getByRole('button', { name: messages.app.post }));
    expect(await screen.findByText(messages.board.posted)).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(sent.filter((call) => call.url === '/v1/board/upload')).toHaveLength(1);
    const post = sent.find((call) => call.url === '/v1/board/');
    const form = post?.body as FormData;
    expect(JSON.parse(form.get('json') as string)).toEqual({
      content: '캠핑 다녀온 후기입니다',
      category: '후기',
      dealId: null,
      uploadId: 'u'.repeat(24),
    });
    expect(sent[1]?.url).toBe(`/v1/board/upload/status/stream/${'u'.repeat(24)}`);
    await waitFor(() => expect(currentUrl(router)).toBe('/f/board'), { timeout: 3000 });
  });

  it("shows '업로드 실패' with the server's message", async () => {
    logInAs();
    vi.stubGlobal(
      'fetch',
      fakeFetch((url) => {
        if (url === '/v1/board/upload')
          return json({ uploadId: 'v'.repeat(24), expiresAt: '' }, 201);
        if (url.startsWith('/v1/board/upload/status/')) return sseResponse([]);
        return json(
          { status: 400, code: 'VALIDATION_FAILED', message: messages.board.notAnImage },
          400,
        );
      }),
    );
    renderRoutes(routes, ['/f/board/write']);
    await userEvent.click(screen.getByRole('button', { name: '질문' }));
    await typeContent('사진이 이상한 게시글');
    await userEvent.click(screen.getByRole('button', { name: messages.app.post }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain(messages.board.uploadFailed);
    expect(alert.textContent).toContain(messages.board.notAnImage);
    await userEvent.click(within(alert).getByRole('button', { name: messages.app.confirm }));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('opens a 후기 of the deal from ?category=후기&dealId=, sends its dealId and forgets the draft', async () => {
    logInAs(['ROLE_USER'], '5');
    const sent: { url: string; body?: BodyInit | null }[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch((url, init) => {
        sent.push({ url, body: init.body });
        if (url === '/v1/feed/5')
          return json(feedDetail({ id: 5, name: '버즈3 프로', ended: true }));
        if (url === '/v1/board/upload')
          return json({ uploadId: 'w'.repeat(24), expiresAt: '' }, 201);
        if (url.startsWith('/v1/board/upload/status/')) return sseResponse(['100']);
        return json({ id: 8 }, 201);
      }),
    );
    const first = renderRoutes(routes, ['/f/board/write?category=후기&dealId=5']);
    const deal = await screen.findByRole('group', { name: messages.board.reviewDealLabel });
    expect(deal.textContent).toContain('버즈3 프로');
    expect(deal.textContent).toContain(messages.board.reviewDealEnded);
    expect(screen.getByRole('button', { name: '후기' }).getAttribute('aria-pressed')).toBe('true');
    await typeContent('잘 쓰고 있는 이어폰 후기');
    first.unmount();

    renderRoutes(routes, ['/f/board/write?category=후기&dealId=5']);
    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', {
      name: messages.feed.fieldContent,
    });
    // The draft is put back by an effect after the form appears.
    await waitFor(() => expect(box.value).toBe('잘 쓰고 있는 이어폰 후기'));
    expect(screen.getByText(messages.drafts.restored)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: messages.app.post }));
    expect(await screen.findByText(messages.board.posted)).toBeTruthy();
    const form = sent.find((call) => call.url === '/v1/board/')?.body as FormData;
    expect(JSON.parse(form.get('json') as string)).toMatchObject({ category: '후기', dealId: 5 });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });
});
