import { describe, expect, it } from 'vitest';
import type { PriceHistory } from './price-history';
import { priceVerdictOf } from './price-verdict';

const history = (
  current: number,
  usual: number | null,
  isLowestPrice = false,
  prices: number[] = [],
): PriceHistory => ({
  points: prices.map((price, i) => ({
    observedAt: new Date(Date.UTC(2026, 10, 1 + i)).toISOString(),
    price,
  })),
  lowest: usual,
  usual,
  current,
  isLowestPrice,
});

describe('priceVerdictOf', () => {
  it('says 역대 최저가 whenever the lowest-price rule holds', () => {
    expect(priceVerdictOf(history(9_000, 9_000, true))).toEqual({ kind: 'lowest' });
  });

  it('compares with the usual price in whole percent', () => {
    expect(priceVerdictOf(history(8_800, 10_000))).toEqual({ kind: 'cheaper', percent: 12 });
    expect(priceVerdictOf(history(11_500, 10_000))).toEqual({ kind: 'pricier', percent: 15 });
  });

  it('reads a price within 1% of the usual one as the usual price', () => {
    expect(priceVerdictOf(history(10_000, 10_000))).toEqual({ kind: 'usual' });
    expect(priceVerdictOf(history(9_901, 10_000))).toEqual({ kind: 'usual' });
    expect(priceVerdictOf(history(10_099, 10_000))).toEqual({ kind: 'usual' });
    expect(priceVerdictOf(history(9_900, 10_000))).toEqual({ kind: 'cheaper', percent: 1 });
  });

  it('says a cut from the price seen before as the drop in won', () => {
    expect(priceVerdictOf(history(499_000, 499_000, false, [549_000, 499_000]))).toEqual({
      kind: 'dropped',
      amount: 50_000,
    });
    expect(
      priceVerdictOf(history(499_000, 520_000, false, [510_000, 549_000, 499_000, 499_000])),
    ).toEqual({
      kind: 'dropped',
      amount: 50_000,
    });
  });

  it('keeps 역대 최저가 before a drop, and compares a rise with the usual price', () => {
    expect(priceVerdictOf(history(499_000, 549_000, true, [549_000, 499_000]))).toEqual({
      kind: 'lowest',
    });
    expect(priceVerdictOf(history(10_000, 10_000, false, [9_000, 10_000]))).toEqual({
      kind: 'usual',
    });
    expect(priceVerdictOf(history(10_000, 10_000, false, [10_000, 10_000]))).toEqual({
      kind: 'usual',
    });
  });

  it('says nothing without a usual price', () => {
    expect(priceVerdictOf(history(10_000, null))).toBeNull();
  });
});
