import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle, fullCollection } from './idle-gc';

describe('collectWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('collects twice when requests stop, and not while they go on or before any came', () => {
    const server = new EventEmitter();
    const collect = vi.fn();
    const stop = collectWhenIdle((seen) => server.on('request', seen), {
      quietMs: 1_000,
      settleMs: 3_000,
      collect,
    });
    vi.advanceTimersByTime(5_000);
    expect(collect).not.toHaveBeenCalled();

    for (let second = 0; second < 3; second++) {
      server.emit('request');
      vi.advanceTimersByTime(1_000);
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(2);

    server.emit('request');
    vi.advanceTimersByTime(2_000);
    expect(collect).toHaveBeenCalledTimes(3);
    stop();
  });

  it('reaches V8 full collection without flags on the command line', () => {
    expect(() => fullCollection()()).not.toThrow();
  });
});
