import { describe, expect, it } from 'vitest';
import { nextGoldBoxChange } from './feed';

describe('nextGoldBoxChange', () => {
  it('is the next 07:30 KST: later today, or tomorrow once it has passed', () => {
    // 2026-11-27 06:00 KST
    expect(nextGoldBoxChange(new Date('2026-11-26T21:00:00Z')).toISOString()).toBe(
      '2026-11-26T22:30:00.000Z',
    );
    // exactly 07:30 KST: the change has happened, the next is tomorrow's
    expect(nextGoldBoxChange(new Date('2026-11-26T22:30:00Z')).toISOString()).toBe(
      '2026-11-27T22:30:00.000Z',
    );
    // 23:59 KST, the UTC date one behind
    expect(nextGoldBoxChange(new Date('2026-11-27T14:59:00Z')).toISOString()).toBe(
      '2026-11-27T22:30:00.000Z',
    );
  });
});
