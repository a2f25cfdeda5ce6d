import { describe, expect, it } from 'vitest';
import { priceChart } from './price-chart';

const box = { width: 200, height: 100, top: 10, bottom: 10, side: 0 };
const day = (n: number) => new Date(Date.UTC(2026, 10, n)).toISOString();

describe('priceChart', () => {
  it('draws a step line from the first observation to now, the lowest at the bottom', () => {
    const chart = priceChart(
      [
        { observedAt: day(1), price: 300 },
        { observedAt: day(2), price: 100 },
        { observedAt: day(3), price: 200 },
      ],
      Date.parse(day(5)),
      box,
    );
    expect(chart?.path).toBe('M0 10H50V90H100V50H200');
    expect(chart?.segments).toEqual([
      { x1: 0, y1: 10, x2: 50, y2: 10 },
      { x1: 50, y1: 10, x2: 50, y2: 90 },
      { x1: 50, y1: 90, x2: 100, y2: 90 },
      { x1: 100, y1: 90, x2: 100, y2: 50 },
      { x1: 100, y1: 50, x2: 200, y2: 50 },
    ]);
    expect(chart?.lowest).toEqual({ x: 50, y: 90, price: 100 });
    expect(chart?.last).toEqual({ x: 200, y: 50, price: 200 });
    expect(chart?.highest).toBe(300);
  });

  it('marks the latest of equal lowest prices and centres a flat history', () => {
    const chart = priceChart(
      [
        { observedAt: day(1), price: 100 },
        { observedAt: day(3), price: 100 },
      ],
      Date.parse(day(3)),
      box,
    );
    expect(chart?.lowest).toEqual({ x: 200, y: 50, price: 100 });
    expect(chart?.path).toBe('M0 50H200V50H200');
  });

  it('gives each price an equal step when the history spans less than a day', () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 0, minutes)).toISOString();
    const chart = priceChart(
      [
        { observedAt: at(0), price: 300 },
        { observedAt: at(1), price: 400 },
        { observedAt: at(2), price: 200 },
        { observedAt: at(3), price: 300 },
      ],
      Date.parse(at(5)),
      box,
    );
    expect(chart?.path).toBe('M0 50H50V10H100V90H150V50H200');
    expect(chart?.lowest).toEqual({ x: 100, y: 90, price: 200 });
  });

  it('draws nothing without points', () => {
    expect(priceChart([], Date.now(), box)).toBeNull();
  });
});
