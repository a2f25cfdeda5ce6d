import type { ChartBox, ChartMark, ChartSegment } from './price-chart';

/** Where a label goes: its text's anchor point (x, middle of the text) and anchoring. */
export interface LabelPlacement {
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Room kept between a label and the line or its mark. */
const CLEARANCE = 3;

/**
 * The width of `text` at `fontSize`, over-estimated a little so that the real text fits inside:
 * Hangul and other wide letters take a full em, the rest about two thirds of one.
 */
export function estimateTextWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) ems += char === ' ' ? 0.35 : char.charCodeAt(0) > 0x2e80 ? 1 : 0.65;
  return ems * fontSize;
}

const crosses = (rect: Rect, { x1, y1, x2, y2 }: ChartSegment) =>
  Math.max(x1, x2) >= rect.left - CLEARANCE &&
  Math.min(x1, x2) <= rect.right + CLEARANCE &&
  Math.max(y1, y2) >= rect.top - CLEARANCE &&
  Math.min(y1, y2) <= rect.bottom + CLEARANCE;

/**
 * A place for the label of `mark` (a dot of `radius`) inside the plot of `box` (above the axis
 * labels) that keeps clear of the line's `segments`: above the mark, below it, then beside it,
 * each centred on the mark or to either side of it; where no place is clear, the one the line
 * crosses least.
 */
export function placeMarkLabel(
  mark: ChartMark,
  radius: number,
  label: { width: number; height: number },
  segments: readonly ChartSegment[],
  box: ChartBox,
): LabelPlacement {
  const { width, height } = label;
  const gap = radius + CLEARANCE;
  const side = CLEARANCE + 1;
  const floor = box.height - box.bottom + height / 2;
  const rect = (left: number, top: number): Rect => ({
    left,
    top,
    right: left + width,
    bottom: top + height,
  });
  const lefts = [
    Math.min(Math.max(mark.x - width / 2, 0), box.width - width),
    mark.x - side - width,
    mark.x + side,
  ];
  const candidates = [
    ...lefts.map((left) => rect(left, mark.y - gap - height)),
    ...lefts.map((left) => rect(left, mark.y + gap)),
    rect(mark.x - gap - width, mark.y - height / 2),
    rect(mark.x + gap, mark.y - height / 2),
  ].filter(
    (place) =>
      place.left >= 0 && place.right <= box.width && place.top >= 0 && place.bottom <= floor,
  );
  const crossings = (place: Rect) => segments.filter((segment) => crosses(place, segment)).length;
  let best = candidates[0] ?? rect(lefts[0]!, mark.y - gap - height);
  for (const place of candidates) {
    if (crossings(place) === 0) {
      best = place;
      break;
    }
    if (crossings(place) < crossings(best)) best = place;
  }
  return placementOf(best, mark, box);
}

/** Anchors the text at the side of `rect` the mark or the chart's edge holds it to. */
function placementOf(rect: Rect, mark: ChartMark, box: ChartBox): LabelPlacement {
  const y = (rect.top + rect.bottom) / 2;
  if (rect.right < mark.x || rect.right >= box.width) return { x: rect.right, y, anchor: 'end' };
  if (rect.left > mark.x || rect.left <= 0) return { x: rect.left, y, anchor: 'start' };
  return { x: (rect.left + rect.right) / 2, y, anchor: 'middle' };
}
