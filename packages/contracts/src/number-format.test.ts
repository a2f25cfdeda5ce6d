import { describe, expect, it } from 'vitest';
import { groupDigits } from './number-format';

describe('groupDigits', () => {
  it('groups whole numbers by thousands as ko-KR does', () => {
    for (const value of [0, 7, 999, 1000, 12000, 1234567, 99999999, -1500, 12345.6, 0.4]) {
      expect(groupDigits(value)).toBe(value.toLocaleString('ko-KR', { maximumFractionDigits: 0 }));
    }
  });
});
