import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTimeLeft } from '@/shared/lib';
import { GoldBoxCountdown } from './gold-box-countdown';

describe('GoldBoxCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T22:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down in Korean each second, every countdown on one timer', () => {
    const endsAt = new Date('2026-11-26T22:30:00Z').getTime() + (12 * 3600 + 34 * 60 + 56) * 1000;
    const iso = new Date(endsAt).toISOString();
    render(
      <>
        <GoldBoxCountdown endsAt={iso} />
        <GoldBoxCountdown endsAt={iso} />
      </>,
    );
    expect(screen.getAllByText('12:34:56 남음')).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getAllByText('12:34:55 남음')).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getAllByText('12:33:54 남음')).toHaveLength(2);
  });

  it('stops at zero and the timer stops with the last countdown', () => {
    expect(formatTimeLeft(1_000, 5_000)).toBe('00:00:00');
    const view = render(<GoldBoxCountdown endsAt={new Date(Date.now() + 2_000).toISOString()} />);
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByText('00:00:00 남음')).toBeTruthy();
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
