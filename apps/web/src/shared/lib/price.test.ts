import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice } from './price';

describe('formatPrice', () => {
  it.each([
    [0, '0원'],
    [990, '990원'],
    [12000, '12,000원'],
    [1234567, '1,234,567원'],
  ])('%i → %s', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it('separates thousands without the unit', () => {
    expect(formatNumber(1000000)).toBe('1,000,000');
  });
});
