import { describe, expect, it } from 'vitest';
import { estimateTextWidth, placeMarkLabel } from './chart-label';
import { priceChart } from './price-chart';

const box = { width: 358, height: 132, top: 24, bottom: 28, side: 8 };
const label = { width: 87, height: 14 };
const day = (n: number) => new Date(Date.UTC(2026, 10, n)).toISOString();
const chartOf = (prices: number[], lastDay = prices.length) =>
  priceChart(
    prices.map((price, i) => ({ observedAt: day(i + 1), price })),
    Date.parse(day(lastDay)),
    box,
  )!;

describe('placeMarkLabel', () => {
  const place = (chart: NonNullable<ReturnType<typeof chartOf>>) =>
    placeMarkLabel(chart.lowest, 4.5, label, chart.segments, box);

  it('puts the label above the mark when the line leaves room there', () => {
    const chart = chartOf([100, 300, 200], 5);
    expect(place(chart)).toEqual({ x: 0, y: chart.lowest.y - 14.5, anchor: 'start' });
  });

  it('moves the label to the side of the line that falls to the mark', () => {
    const chart = chartOf([300, 100, 200], 5);
    expect(place(chart)).toEqual({
      x: chart.lowest.x - 4,
      y: chart.lowest.y - 14.5,
      anchor: 'end',
    });
  });

  it('puts the label beside a mark at the right end when the line runs above it', () => {
    const chart = chartOf([200, 130, 100]);
    expect(place(chart)).toEqual({ x: chart.lowest.x - 7.5, y: chart.lowest.y, anchor: 'end' });
  });

  it('puts the label below a mark too high up for a label above it', () => {
    const chart = chartOf([100, 100]);
    const high = { ...chart.lowest, y: 10 };
    expect(placeMarkLabel(high, 4.5, label, [], box).y).toBe(10 + 7.5 + 7);
  });
});

describe('estimateTextWidth', () => {
  it('counts Hangul as a full em and digits as less', () => {
    expect(estimateTextWidth('최저', 12)).toBe(24);
    expect(estimateTextWidth('21,900', 12)).toBeCloseTo(46.8);
  });
});
