import type { Result } from 'lighthouse';

export interface PageResult {
  page: string;
  lhr: Result;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A Markdown table: the four scores, FCP, LCP, TBT and CLS of each page. */
export function summarise(results: PageResult[]): string {
  const rows = results.map(({ page, lhr }) =>
    [
      `\`${page}\``,
      ...CATEGORIES.map((category) => String(score(lhr, category))),
      seconds(metric(lhr, 'first-contentful-paint')),
      seconds(metric(lhr, 'largest-contentful-paint')),
      `${Math.round(metric(lhr, 'total-blocking-time'))} ms`,
      metric(lhr, 'cumulative-layout-shift').toFixed(3),
    ].join(' | '),
  );
  return [
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
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

/** The issue's targets, each with ✓ or ✗. */
export function checkTargets(results: PageResult[]): string[] {
  const lines: string[] = [];
  const check = (ok: boolean, text: string) => lines.push(`${ok ? '✓' : '✗'} ${text}`);
  for (const { page, lhr } of results) {
    check(
      score(lhr, 'performance') >= 95,
      `${page}: performance ≥ 95 (${score(lhr, 'performance')})`,
    );
    for (const category of ['accessibility', 'best-practices', 'seo']) {
      check(score(lhr, category) === 100, `${page}: ${category} 100 (${score(lhr, category)})`);
    }
    check(metric(lhr, 'total-blocking-time') <= 150, `${page}: TBT ≤ 150 ms`);
    check(metric(lhr, 'cumulative-layout-shift') <= 0.05, `${page}: CLS ≤ 0.05`);
  }
  for (const { page, lhr } of results.slice(0, 2)) {
    check(metric(lhr, 'first-contentful-paint') <= 1800, `${page}: FCP ≤ 1.8 s`);
    check(metric(lhr, 'largest-contentful-paint') <= 2500, `${page}: LCP ≤ 2.5 s`);
  }
  return lines;
}
