import { messages, type FeedListItem } from '@akkyeo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { feedItem, tipOf } from '@/test/factories';
import { fakeFetch, json } from '@/test/fake-fetch';
import { currentUrl, renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';

import TipFormPage from './tip-form-page';

const say = messages.tip;
const LINK = 'https://shop.example.com/p/5';

const routes = [
  { path: '/feed/tip', element: <TipFormPage /> },
  { path: '/feed/tip/edit/:id', element: <TipFormPage /> },
  { path: '/myinfo/tips', element: <p>my tips</p> },
  { path: '/f/about/:id', element: <p>deal page</p> },
];

/** A request's body: the JSON, or a multipart body's parts (its JSON part parsed, files by name). */
function bodyOf(body: RequestInit['body']): unknown {
  if (!(body instanceof FormData)) return JSON.parse(body as string);
  return Object.fromEntries(
    [...body.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? (JSON.parse(value) as unknown) : `file:${value.name}`,
    ]),
  );
}

/** The server: a failing preview, `duplicates` for the link, and what each write sends. */
function serve(duplicates: FeedListItem[] = [], answer = tipOf()) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((raw, init) => {
      const url = new URL(raw, 'http://app.test');
      if (url.pathname === '/v1/feed/preview') {
        return json({ status: 400, code: 'LINK_PREVIEW_FAILED', message: '열 수 없습니다.' }, 400);
      }
      if (url.pathname === '/v1/feed/tip/duplicates') return json({ content: duplicates });
      if (init.method === undefined || init.method === 'GET') return json(answer);
      sent.push({ method: init.method, path: url.pathname, body: bodyOf(init.body) });
      return json(answer, init.method === 'POST' ? 201 : 200);
    }),
  );
  return sent;
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

async function fillTip() {
  fireEvent.change(field(messages.feed.fieldLink), { target: { value: LINK } });
  expect(await screen.findByText(messages.dealForm.manualHint)).toBeTruthy();
  await userEvent.type(field(messages.feed.fieldTitle), '무선 청소기');
  await userEvent.type(
    screen.getByRole('spinbutton', { name: messages.feed.fieldPrice }),
    '139000',
  );
  await userEvent.type(field(say.textLabel), '카드 할인{Enter}<b>오늘만</b>');
  await userEvent.type(field(say.termsLabel), '삼성카드 10%');
}

describe('TipFormPage', () => {
  it('sends a tip typed by hand, its text as plain text, then opens 내 제보', async () => {
    logInAs();
    const sent = serve();
    const { router } = renderRoutes(routes, ['/feed/tip']);
    await fillTip();
    const card = screen.getByRole('region', { name: messages.feed.livePreview });
    expect(within(card).getByText(messages.feed.tippedBy('아껴'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: say.submit }));
    expect(await screen.findByText(say.sent)).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/v1/feed/tip',
        body: {
          url: LINK,
          name: '무선 청소기',
          price: 139_000,
          image: null,
          isFreeShipping: false,
          content: '카드 할인\n<b>오늘만</b>',
          discountTerms: '삼성카드 10%',
        },
      },
    ]);
    await waitFor(() => expect(currentUrl(router)).toBe('/myinfo/tips'));
  });

  it('names each missing field under it instead of sending', async () => {
    logInAs();
    const sent = serve();
    renderRoutes(routes, ['/feed/tip']);
    await userEvent.click(screen.getByRole('button', { name: say.submit }));
    expect(await screen.findByText('상품 링크를 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('제목을 입력해주세요.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows the deal already posted; 더 싼 가격이에요 sends anyway and a published tip opens its deal', async () => {
    logInAs();
    const posted = feedItem({ id: 31, name: '무선 청소기 (이미 올라옴)' });
    const sent = serve([posted], tipOf({ status: 'PUBLISHED', dealId: 40, autoPublished: true }));
    const { router } = renderRoutes(routes, ['/feed/tip']);
    await fillTip();
    const notice = await screen.findByRole('region', { name: say.duplicateTitle });
    expect(within(notice).getByText('무선 청소기 (이미 올라옴)')).toBeTruthy();
    expect(
      within(notice).getByRole('link', { name: say.notifyInComments }).getAttribute('href'),
    ).toBe('/f/about/31?type=comment-write');

    await userEvent.click(screen.getByRole('button', { name: say.submit }));
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(sent).toEqual([]);

    await userEvent.click(within(notice).getByRole('button', { name: say.cheaperAnyway }));
    expect(await screen.findByText(say.sentPublished)).toBeTruthy();
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(currentUrl(router)).toBe('/f/about/40'));
  });

  it('edits a pending tip without previewing over its fields, and saves it', async () => {
    logInAs();
    const sent = serve();
    const { router } = renderRoutes(routes, ['/feed/tip/edit/5']);
    const name = await screen.findByDisplayValue('무선 청소기');
    expect(field(say.termsLabel).value).toBe('삼성카드 10%');
    expect(screen.queryByText(messages.dealForm.manualHint)).toBeNull();
    await userEvent.clear(name);
    await userEvent.type(name, '무선 청소기 2세대');
    await userEvent.click(screen.getByRole('button', { name: say.save }));
    expect(await screen.findByText(say.saved)).toBeTruthy();
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/v1/feed/tip/5',
      body: { name: '무선 청소기 2세대', price: 139_000, isFreeShipping: true },
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/myinfo/tips'));
  });

  it('keeps the form as a draft: it comes back after leaving, without a preview over it', async () => {
    logInAs();
    const sent = serve();
    const first = renderRoutes(routes, ['/feed/tip']);
    await fillTip();
    first.unmount();

    renderRoutes(routes, ['/feed/tip']);
    expect(await screen.findByText(messages.drafts.restored)).toBeTruthy();
    expect(field(messages.feed.fieldLink).value).toBe(LINK);
    expect(field(messages.feed.fieldTitle).value).toBe('무선 청소기');
    expect(field(say.termsLabel).value).toBe('삼성카드 10%');
    expect(screen.getByText(messages.dealForm.manualHint)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: say.submit }));
    expect(await screen.findByText(say.sent)).toBeTruthy();
    expect(sent[0]?.body).toMatchObject({ name: '무선 청소기', discountTerms: '삼성카드 10%' });
  });

  it('says a decided tip can no longer be edited', async () => {
    logInAs();
    serve([], tipOf({ status: 'REJECTED', rejectReason: 'ENDED' }));
    renderRoutes(routes, ['/feed/tip/edit/5']);
    expect(await screen.findByRole('heading', { name: say.notEditable })).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.pageTitle.screens.myTipsPage })).toBeTruthy();
  });

  describe('the picture upload', () => {
    const picker = () =>
      within(screen.getByRole('group', { name: say.picture.label })).getByLabelText(
        say.picture.pick,
      );

    it('sends a picked picture as multipart and shows it on the card; refuses a file that is not one', async () => {
      logInAs();
      // The browser decodes a picked picture before it is taken (happy-dom decodes nothing).
      vi.spyOn(HTMLImageElement.prototype, 'decode').mockResolvedValue();
      vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(640);
      const sent = serve();
      renderRoutes(routes, ['/feed/tip']);
      await fillTip();

      await userEvent.upload(
        picker(),
        new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
        {
          applyAccept: false,
        },
      );
      expect(await screen.findByText(say.picture.notAnImageNamed('notes.pdf'))).toBeTruthy();

      await userEvent.upload(picker(), new File(['png'], 'photo.png', { type: 'image/png' }));
      const shown = await screen.findByRole('img', { name: say.picture.current });
      expect(shown.getAttribute('src')).toMatch(/^blob:/);
      await userEvent.click(screen.getByRole('button', { name: say.submit }));
      expect(await screen.findByText(say.sent)).toBeTruthy();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ method: 'POST', path: '/v1/feed/tip' });
      expect(sent[0]!.body).toEqual({
        json: expect.objectContaining({ url: LINK, name: '무선 청소기', image: null }) as unknown,
        image: 'file:photo.png',
      });
    });

    it('an edit shows the uploaded picture; 사진 삭제 saves the tip without it (JSON)', async () => {
      logInAs();
      const uploaded = tipOf({ imgLink: '/cdn/tip/abc.webp', pictureUploaded: true });
      const sent = serve([], uploaded);
      renderRoutes(routes, ['/feed/tip/edit/5']);
      const shown = await screen.findByRole('img', { name: say.picture.current });
      expect(shown.getAttribute('src')).toBe('/cdn/tip/abc.webp');
      expect(field(messages.dealForm.fieldImage).value).toBe('');

      await userEvent.click(screen.getByRole('button', { name: say.picture.remove }));
      expect(screen.queryByRole('img', { name: say.picture.current })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: say.save }));
      expect(await screen.findByText(say.saved)).toBeTruthy();
      expect(sent[0]).toMatchObject({
        method: 'PUT',
        body: { removePicture: true, image: null },
      });
    });
  });
});
