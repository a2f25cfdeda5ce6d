import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats';

describe('stats', () => {
  it('takes the nearest-rank percentile', () => {
    const values = [5, 1, 4, 2, 3];
    expect(percentile(values, 50)).toBe(3);
    expect(percentile(values, 99)).toBe(5);
    expect(percentile(values, 1)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
  });

  it('takes the median, the mean of the middle two for an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
