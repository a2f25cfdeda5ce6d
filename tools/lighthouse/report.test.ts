import { describe, expect, it } from 'vitest';
import { checkTargets, medianFigures, type PageFigures } from './report';

const audit = (page: string, performance: number, lcp: number, cpu: number): PageFigures => ({
  page,
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp,
  tbt: 40,
  cls: 0,
  cpu,
});

describe('Lighthouse rounds', () => {
  it("takes each page's median of every figure over the rounds", () => {
    const medians = medianFigures([
      [audit('/', 99, 1200, 900), audit('/f/about/1', 97, 1700, 800)],
      [audit('/', 95, 2400, 1400), audit('/f/about/1', 99, 1400, 1300)],
      [audit('/', 100, 1100, 1200), audit('/f/about/1', 98, 1450, 1000)],
    ]);
    expect(medians.map(({ page, performance, lcp, cpu }) => [page, performance, lcp, cpu])).toEqual(
      [
        ['/', 99, 1200, 1200],
        ['/f/about/1', 98, 1450, 1000],
      ],
    );
  });

  it("checks the targets on the medians, the deal's LCP at 1.5 s", () => {
    const passing = checkTargets([audit('/', 98, 1600, 1000), audit('/f/about/1', 99, 1500, 1000)]);
    expect(passing.filter((line) => line.startsWith('✗'))).toEqual([]);
    const failing = checkTargets([audit('/', 97, 1600, 1000), audit('/f/about/1', 99, 1600, 1000)]);
    expect(failing.filter((line) => line.startsWith('✗'))).toEqual([
      '✗ /: performance ≥ 98 (97)',
      '✗ /f/about/1: LCP ≤ 1.5 s (1.60 s)',
    ]);
  });
});
