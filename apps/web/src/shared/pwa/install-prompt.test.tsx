import { messages } from '@akkyeo/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-routes';
import { InstallPrompt } from './install-prompt';
import {
  captureInstallPrompt,
  useInstallPromptStore,
  type BeforeInstallPromptEvent,
} from './install-prompt-store';

function installEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

const renderAt = (path: '/f' | '/f/board') =>
  renderRoutes([{ path, element: <InstallPrompt /> }], [path]);

captureInstallPrompt();

afterEach(() => useInstallPromptStore.setState({ event: null, dismissed: false }));

describe('InstallPrompt', () => {
  it('keeps the suppressed event and offers 설치 on the feed; 설치 shows the browser prompt', async () => {
    const { event, prompt } = installEvent();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});

    renderAt('/f');
    const dialog = await screen.findByRole('dialog', { name: messages.install.title });
    expect(dialog.textContent).toContain(messages.install.body);
    await userEvent.click(screen.getByRole('button', { name: messages.install.install }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith('install prompt', 'accepted'));
  });

  it('닫기 hides it for the rest of the visit', async () => {
    window.dispatchEvent(installEvent().event);
    renderAt('/f');
    await userEvent.click(await screen.findByRole('button', { name: messages.install.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useInstallPromptStore.getState().event).not.toBeNull();
  });

  it('is not shown away from the feed, without the event, or when installed', () => {
    const withoutEvent = renderAt('/f');
    expect(screen.queryByRole('dialog')).toBeNull();
    withoutEvent.unmount();

    window.dispatchEvent(installEvent().event);
    renderAt('/f/board');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown when running as the installed app', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('standalone') }));
    window.dispatchEvent(installEvent().event);
    renderAt('/f');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
