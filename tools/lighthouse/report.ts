import type { Result } from 'lighthouse';
import { median } from '../lib/stats';

export interface PageResult {
  page: string;
  lhr: Result;
}

/** One audit of a page, as numbers: the four scores, the paint figures and the machine's speed. */
export interface PageFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** First and largest contentful paint, total blocking time (ms); layout shift. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's CPU benchmark index of the machine during the audit. */
  cpu: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function figuresOf({ page, lhr }: PageResult): PageFigures {
  return {
    page,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: metric(lhr, 'first-contentful-paint'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    tbt: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    cpu: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** Each page's median of every figure over the rounds (each round audits the pages in one order). */
export function medianFigures(rounds: PageFigures[][]): PageFigures[] {
  return (rounds[0] ?? []).map(({ page }) => {
    const audits = rounds.flatMap((round) => round.filter((figures) => figures.page === page));
    const of = (key: Exclude<keyof PageFigures, 'page'>) => median(audits.map((a) => a[key]));
    return {
      page,
      performance: of('performance'),
      accessibility: of('accessibility'),
      bestPractices: of('bestPractices'),
      seo: of('seo'),
      fcp: of('fcp'),
      lcp: of('lcp'),
      tbt: of('tbt'),
      cls: of('cls'),
      cpu: of('cpu'),
    };
  });
}

/** A Markdown table: the four scores, FCP, LCP, TBT and CLS of each page, with the CPU index. */
export function summarise(figures: PageFigures[]): string {
  const rows = figures.map((f) =>
    [
      `\`${f.page}\``,
      f.performance,
      f.accessibility,
      f.bestPractices,
      f.seo,
      seconds(f.fcp),
      seconds(f.lcp),
      `${Math.round(f.tbt)} ms`,
      f.cls.toFixed(3),
      Math.round(f.cpu),
    ].join(' | '),
  );
  return [
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | CPU index |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

/** Every audit of a category that did not pass, with the elements it names. */
export function findings(results: PageResult[]): string[] {
  const notes: string[] = [];
  for (const { page, lhr } of results) {
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const result = lhr.audits[ref.id];
        if (!result || result.score === null || result.score >= 0.9 || ref.weight === 0) continue;
        if (result.scoreDisplayMode === 'informative' || result.scoreDisplayMode === 'manual')
          continue;
        notes.push(
          `${page} [${category}] ${result.title}${result.displayValue ? ` (${result.displayValue})` : ''}`,
        );
        const details = result.details as
          | { items?: { node?: { snippet?: string; explanation?: string }; url?: string }[] }
          | undefined;
        for (const item of (details?.items ?? []).slice(0, 6)) {
          const what = item.node?.snippet ?? item.url;
          if (what)
            notes.push(
              `    ${what}${item.node?.explanation ? ` — ${item.node.explanation.split('\n')[1] ?? ''}` : ''}`,
            );
        }
      }
    }
  }
  return notes;
}

/**
 * The issue's targets on the medians, each with ✓ or ✗: every page at performance ≥ 98 and the
 * other three categories at 100, TBT ≤ 150 ms and CLS ≤ 0.05; the feed and a deal (the first two
 * pages) at FCP ≤ 1.8 s and LCP ≤ 2.5 s, and the deal's LCP ≤ 1.5 s.
 */
export function checkTargets(figures: PageFigures[]): string[] {
  const lines: string[] = [];
  const check = (ok: boolean, text: string) => lines.push(`${ok ? '✓' : '✗'} ${text}`);
  for (const f of figures) {
    check(f.performance >= 98, `${f.page}: performance ≥ 98 (${f.performance})`);
    check(f.accessibility === 100, `${f.page}: accessibility 100 (${f.accessibility})`);
    check(f.bestPractices === 100, `${f.page}: best-practices 100 (${f.bestPractices})`);
    check(f.seo === 100, `${f.page}: seo 100 (${f.seo})`);
    check(f.tbt <= 150, `${f.page}: TBT ≤ 150 ms (${Math.round(f.tbt)} ms)`);
    check(f.cls <= 0.05, `${f.page}: CLS ≤ 0.05 (${f.cls.toFixed(3)})`);
  }
  for (const f of figures.slice(0, 2)) {
    check(f.fcp <= 1800, `${f.page}: FCP ≤ 1.8 s (${seconds(f.fcp)})`);
    check(f.lcp <= 2500, `${f.page}: LCP ≤ 2.5 s (${seconds(f.lcp)})`);
  }
  const deal = figures[1];
  if (deal) check(deal.lcp <= 1500, `${deal.page}: LCP ≤ 1.5 s (${seconds(deal.lcp)})`);
  return lines;
}
