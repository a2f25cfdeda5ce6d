import type { PricePoint } from '@akkyeo/contracts';

export interface ChartBox {
  width: number;
  height: number;
  /** Room kept for labels above and below the line, and at its ends. */
  top: number;
  bottom: number;
  side: number;
}

export interface ChartMark {
  x: number;
  y: number;
  price: number;
}

/** A straight piece of the line, from (x1, y1) to (x2, y2). */
export interface ChartSegment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PriceChartShape {
  /**
   * A step line: each price holds until the next is seen, the last one until `now`; along time,
   * or, for a history of less than a day, one equal step a price.
   */
  path: string;
  /** The pieces the path is drawn of, for keeping labels off the line. */
  segments: ChartSegment[];
  lowest: ChartMark;
  last: ChartMark;
  highest: number;
  start: number;
  end: number;
}

const DAY_MS = 86_400_000;

/** The chart's line and marks for points oldest first, laid out in `box`; null without points. */
export function priceChart(
  points: PricePoint[],
  now: number,
  box: ChartBox,
): PriceChartShape | null {
  if (points.length === 0) return null;
  const times = points.map((p) => Date.parse(p.observedAt));
  const prices = points.map((p) => p.price);
  const start = times[0]!;
  const end = Math.max(now, times.at(-1)!);
  const timed = end - start >= DAY_MS;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const spread = high - low || Math.max(1, high * 0.1);
  const plotHeight = box.height - box.top - box.bottom;
  const plotWidth = box.width - 2 * box.side;
  const x = (i: number) =>
    round(
      box.side +
        (i === points.length
          ? 1
          : timed
            ? (times[i]! - start) / (end - start)
            : i / points.length) *
          plotWidth,
    );
  const y = (price: number) =>
    round(box.top + (high === low ? plotHeight / 2 : ((high - price) / spread) * plotHeight));

  const segments: ChartSegment[] = [];
  let at = { x: x(0), y: y(prices[0]!) };
  const lineTo = (next: { x: number; y: number }) => {
    segments.push({ x1: at.x, y1: at.y, x2: next.x, y2: next.y });
    at = next;
  };
  let path = `M${at.x} ${at.y}`;
  for (let i = 1; i < points.length; i++) {
    lineTo({ x: x(i), y: at.y });
    lineTo({ x: at.x, y: y(prices[i]!) });
    path += `H${x(i)}V${y(prices[i]!)}`;
  }
  lineTo({ x: x(points.length), y: at.y });
  path += `H${x(points.length)}`;

  const lowestIndex = prices.lastIndexOf(low);
  return {
    path,
    segments,
    lowest: { x: x(lowestIndex), y: y(low), price: low },
    last: { x: x(points.length), y: y(prices.at(-1)!), price: prices.at(-1)! },
    highest: high,
    start,
    end,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
