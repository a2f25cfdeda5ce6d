import { messages, type AdminTip, type TipStatus } from '@akkyeo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminTipOf, feedItem, pageOf } from '@/test/factories';
import { fakeFetch, json } from '@/test/fake-fetch';
import { renderRoutes } from '@/test/render-routes';
import { logInAs } from '@/test/tokens';

import AdminTipsPage from './admin-tips-page';

const say = messages.tip;
const routes = [{ path: '/admin/tips', element: <AdminTipsPage /> }];

const PENDING = [
  adminTipOf(),
  adminTipOf({ id: 6, name: '이미 올라온 에어팟', duplicates: [feedItem({ id: 31 })] }),
];

/** The queue's server: each tab's tips, and each decision's path and body (answered by `answer`). */
function serve(
  tabs: Partial<Record<TipStatus, AdminTip[]>> = { PENDING },
  answer: (path: string) => Response | undefined = () => undefined,
) {
  const decided: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((raw, init) => {
      const url = new URL(raw, 'http://app.test');
      if (url.pathname.startsWith('/v1/notification')) return json({ unreadCount: 0 });
      if (init.method === 'POST') {
        const body = init.body ? (JSON.parse(init.body as string) as unknown) : null;
        decided.push({ path: url.pathname, body });
        return answer(url.pathname) ?? json(adminTipOf());
      }
      const tips = tabs[url.searchParams.get('status') as TipStatus] ?? [];
      return json({ ...pageOf(tips), pendingCount: tabs.PENDING?.length ?? 0 });
    }),
  );
  return decided;
}

const item = (name: string) => screen.findByRole('article', { name });

describe('AdminTipsPage', () => {
  it('shows a pending tip with its finder’s record, and publishes only the fields the manager changed', async () => {
    logInAs(['ROLE_USER', 'ROLE_MANAGER']);
    const decided = serve();
    renderRoutes(routes, ['/admin/tips']);
    const tip = await item('무선 청소기');
    expect(tip.textContent).toContain(messages.feed.tippedBy('알뜰쇼퍼'));
    expect(tip.textContent).toContain(say.finderRecord(3, 1));
    expect(within(tip).queryByRole('button', { name: say.linkDuplicate })).toBeNull();

    await userEvent.click(within(tip).getByRole('button', { name: say.publish }));
    const sheet = screen.getByRole('dialog', { name: say.publishTitle });
    const price = within(sheet).getByRole('spinbutton', { name: messages.feed.fieldPrice });
    await userEvent.clear(price);
    await userEvent.type(price, '129000');
    await userEvent.click(
      within(sheet).getByRole('checkbox', { name: messages.feed.fieldFreeShipping }),
    );
    await userEvent.click(within(sheet).getByRole('button', { name: say.publish }));
    expect(await screen.findByText(say.published)).toBeTruthy();
    expect(decided).toEqual([
      {
        path: '/v1/admin/tip/5/publish',
        body: { price: 129_000, isFreeShipping: false, seenUpdatedAt: PENDING[0]!.updatedAt },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the picture a finder uploaded in the queue and the sheet; 사진 삭제 publishes without it', async () => {
    logInAs(['ROLE_USER', 'ROLE_MANAGER']);
    const withPicture = adminTipOf({ imgLink: '/cdn/tip/abc.webp', pictureUploaded: true });
    const decided = serve({ PENDING: [withPicture] });
    renderRoutes(routes, ['/admin/tips']);
    const tip = await item('무선 청소기');
    const shown = within(tip).getByRole('img', { name: say.picture.current });
    expect(shown.getAttribute('src')).toBe('/cdn/tip/abc.webp');

    await userEvent.click(within(tip).getByRole('button', { name: say.publish }));
    const sheet = screen.getByRole('dialog', { name: say.publishTitle });
    const picture = within(sheet).getByRole('img', { name: say.picture.current });
    expect(picture.getAttribute('src')).toBe('/cdn/tip/abc.webp');
    await userEvent.click(within(sheet).getByRole('button', { name: say.picture.remove }));
    await userEvent.click(within(sheet).getByRole('button', { name: say.publish }));
    expect(await screen.findByText(say.published)).toBeTruthy();
    expect(decided).toEqual([
      {
        path: '/v1/admin/tip/5/publish',
        body: { image: null, seenUpdatedAt: withPicture.updatedAt },
      },
    ]);
  });

  it('rejects with a reason; 기타 needs a note', async () => {
    logInAs(['ROLE_USER', 'ROLE_MANAGER']);
    const decided = serve();
    renderRoutes(routes, ['/admin/tips']);
    const tip = await item('무선 청소기');
    await userEvent.click(within(tip).getByRole('button', { name: say.reject }));
    const sheet = screen.getByRole('dialog', { name: say.rejectTitle });
    await userEvent.click(within(sheet).getByRole('radio', { name: say.rejectReasons.OTHER }));
    await userEvent.click(within(sheet).getByRole('button', { name: say.reject }));
    expect(within(sheet).getByRole('alert').textContent).toBe(say.rejectNoteRequired);
    expect(decided).toEqual([]);
    await userEvent.type(within(sheet).getByRole('textbox', { name: say.rejectNoteLabel }), '품절');
    await userEvent.click(within(sheet).getByRole('button', { name: say.reject }));
    expect(await screen.findByText(say.rejected)).toBeTruthy();
    expect(decided).toEqual([
      { path: '/v1/admin/tip/5/reject', body: { reason: 'OTHER', note: '품절' } },
    ]);
  });

  it('links a tip to the deal it duplicates, its text as a comment; a 409 shows the server’s message', async () => {
    logInAs(['ROLE_USER', 'ROLE_MANAGER']);
    const decided = serve({ PENDING }, (path) =>
      path.endsWith('/link')
        ? json({ status: 409, code: 'TIP_ALREADY_HANDLED', message: '이미 처리된 제보예요.' }, 409)
        : undefined,
    );
    renderRoutes(routes, ['/admin/tips']);
    const tip = await item('이미 올라온 에어팟');
    expect(within(tip).getByRole('region', { name: say.openDuplicates }).textContent).toContain(
      '딜 31',
    );
    await userEvent.click(within(tip).getByRole('button', { name: say.linkDuplicate }));
    const sheet = screen.getByRole('dialog', { name: say.linkTitle });
    expect(within(sheet).getByRole<HTMLInputElement>('radio', { name: /딜 31/ }).checked).toBe(
      true,
    );
    expect(
      within(sheet).getByRole<HTMLInputElement>('checkbox', { name: say.postAsComment }).checked,
    ).toBe(true);
    await userEvent.click(within(sheet).getByRole('button', { name: say.linkDuplicate }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('이미 처리된 제보예요.');
    expect(decided).toEqual([
      { path: '/v1/admin/tip/6/link', body: { dealId: 31, postAsComment: true } },
    ]);
    await userEvent.click(within(alert).getByRole('button', { name: messages.app.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes back a 바로 게시 from the 게시됨 tab after asking', async () => {
    logInAs(['ROLE_USER', 'ROLE_MANAGER']);
    const auto = adminTipOf({ status: 'PUBLISHED', dealId: 40, autoPublished: true });
    const decided = serve({ PUBLISHED: [auto] });
    renderRoutes(routes, ['/admin/tips']);
    expect(await screen.findByText(say.queueEmpty)).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: say.queueTabs.PUBLISHED }));
    const tip = await item('무선 청소기');
    expect(within(tip).getByText(say.autoPublished)).toBeTruthy();
    expect(within(tip).getByRole('link', { name: say.openDeal }).getAttribute('href')).toBe(
      '/f/about/40',
    );
    await userEvent.click(within(tip).getByRole('button', { name: say.unpublish }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(say.confirmUnpublish);
    await userEvent.click(within(confirm).getByRole('button', { name: messages.app.confirm }));
    expect(await screen.findByText(say.unpublished)).toBeTruthy();
    expect(decided).toEqual([{ path: '/v1/admin/tip/5/unpublish', body: null }]);
  });
});
