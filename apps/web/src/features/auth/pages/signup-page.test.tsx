import { messages } from '@akkyeo/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '@/test/fake-fetch';
import { renderRoutes } from '@/test/render-routes';
import SignupPage from './signup-page';

const routes = [{ path: '/join', element: <SignupPage /> }];

describe('SignupPage', () => {
  it('says why an easy password is refused once the member leaves the field, before sending', async () => {
    const fetch = fakeFetch(() => json({}));
    vi.stubGlobal('fetch', fetch);
    renderRoutes(routes, ['/join']);
    const password = screen.getByLabelText(messages.auth.passwordLabel);
    await userEvent.type(password, 'Test1234!');
    expect(screen.queryByText(messages.auth.passwordCommonWord('test'))).toBeNull();
    await userEvent.tab();
    expect(screen.getByText(messages.auth.passwordCommonWord('test'))).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers a duplicate check under its field, without a dialog', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch((url) =>
        url.includes('taken1')
          ? json({ result: false, message: '이미 사용 중인 아이디입니다.' })
          : json({ result: true, message: messages.auth.idAvailable }),
      ),
    );
    renderRoutes(routes, ['/join']);
    const id = screen.getByLabelText(messages.auth.idLabel);
    const idCheck = () => screen.getAllByRole('button', { name: messages.auth.duplicateCheck })[0]!;
    await userEvent.click(idCheck());
    expect(screen.getByText(messages.auth.idRequired)).toBeTruthy();
    await userEvent.type(id, 'taken1');
    expect(screen.queryByText(messages.auth.idRequired)).toBeNull();
    await userEvent.click(
      screen.getAllByRole('button', { name: messages.auth.duplicateCheck })[0]!,
    );
    expect(await screen.findByText('이미 사용 중인 아이디입니다.')).toBeTruthy();
    await userEvent.clear(id);
    await userEvent.type(id, 'free12');
    await userEvent.click(
      screen.getAllByRole('button', { name: messages.auth.duplicateCheck })[0]!,
    );
    expect(await screen.findByText(messages.auth.idAvailable)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
