import { messages } from '@akkyeo/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubPushBrowser } from '@/test/push-browser';
import { logInAs } from '@/test/tokens';
import { PushPermissionOffer } from './push-permission-offer';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});

describe('PushPermissionOffer', () => {
  it('asks once nobody has answered, then subscribes this device and steps aside', async () => {
    const { requestPermission, posts } = stubPushBrowser('default', 'granted');
    logInAs(['ROLE_USER'], '7');
    render(<PushPermissionOffer />);
    expect(screen.getByText(messages.alert.pushOffer)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: messages.alert.pushAllow }));

    expect(requestPermission).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.url).toBe('/v1/push/subscribe');
    expect(screen.queryByText(messages.alert.pushOffer)).toBeNull();
  });

  it('says how to turn notifications back on where they were refused', () => {
    stubPushBrowser('denied');
    render(<PushPermissionOffer />);
    expect(screen.getByRole('note').textContent).toBe(messages.alert.pushDenied);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing where notifications are allowed', () => {
    stubPushBrowser('granted');
    const { container } = render(<PushPermissionOffer />);
    expect(container.textContent).toBe('');
  });
});
