import { messages } from '@akkyeo/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../ui/dialog/dialog-host';
import { watchForUpdates, type UpdateSource } from './update-prompt';

function fakeWorkbox() {
  const listeners = new Map<string, (() => void)[]>();
  const skipWaiting = vi.fn();
  const source: UpdateSource = {
    addEventListener: (type, listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    messageSkipWaiting: skipWaiting,
  };
  const emit = (type: string) => listeners.get(type)?.forEach((listener) => listener());
  return { source, emit, skipWaiting };
}

describe('watchForUpdates', () => {
  it('asks when a new worker waits, then activates it and reloads once it controls the page', async () => {
    const workbox = fakeWorkbox();
    const reload = vi.fn();
    render(<DialogHost />);
    watchForUpdates(workbox.source, reload);

    workbox.emit('waiting');
    expect(await screen.findByText(messages.sw.updateAvailable)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: messages.app.confirm }));
    expect(workbox.skipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();

    workbox.emit('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the current version when declined', async () => {
    const workbox = fakeWorkbox();
    const reload = vi.fn();
    render(<DialogHost />);
    watchForUpdates(workbox.source, reload);

    workbox.emit('waiting');
    workbox.emit('waiting');
    await userEvent.click(await screen.findByRole('button', { name: messages.app.cancel }));
    expect(screen.queryByText(messages.sw.updateAvailable)).toBeNull();
    expect(workbox.skipWaiting).not.toHaveBeenCalled();
    workbox.emit('controlling');
    expect(reload).not.toHaveBeenCalled();
  });
});
