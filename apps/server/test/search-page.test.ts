import { describe, expect, it } from 'vitest';
import {
  SEARCH_RECENT_ROWS,
  SEARCH_WINDOW,
  SEARCH_WINDOW_MAX,
  searchPage,
  widerWindow,
  type SearchSource,
} from '../src/db/search-filter';

/** A read that answers `rows` matches for each source and records what it was asked. */
function reads(answers: {
  window?: number;
  wider?: number;
  recent?: number;
  matches?: number;
  planner?: number;
}) {
  const calls: [SearchSource | undefined, number | undefined][] = [];
  const read = (source?: SearchSource, rows?: number) => {
    calls.push([source, rows]);
    const count =
      source === 'window'
        ? rows === SEARCH_WINDOW
          ? (answers.window ?? 0)
          : (answers.wider ?? 0)
        : source === undefined
          ? (answers.planner ?? 0)
          : (answers[source] ?? 0);
    return Promise.resolve(Array.from({ length: count }, (_, i) => i));
  };
  return { calls, read };
}

describe('searchPage', () => {
  it('takes the window when it fills the page', async () => {
    const { calls, read } = reads({ window: 11 });
    expect(await searchPage({ limit: 11, offset: 0, newestDays: true }, read)).toHaveLength(11);
    expect(calls).toEqual([['window', SEARCH_WINDOW]]);
  });

  it('reads a wider window sized by the matches the first one held', async () => {
    const { calls, read } = reads({ window: 8, wider: 11 });
    expect(await searchPage({ limit: 11, offset: 0, newestDays: true }, read)).toHaveLength(11);
    expect(calls).toEqual([
      ['window', SEARCH_WINDOW],
      ['window', Math.ceil(((SEARCH_WINDOW * 11) / 8) * 1.5)],
    ]);
  });

  it("collects the newest days' matches when the wider window does not fill the page", async () => {
    const { calls, read } = reads({ window: 8, wider: 10, recent: 11, matches: 30 });
    expect(await searchPage({ limit: 11, offset: 0, newestDays: true }, read)).toHaveLength(11);
    expect(calls).toEqual([
      ['window', SEARCH_WINDOW],
      ['window', Math.ceil(((SEARCH_WINDOW * 11) / 8) * 1.5)],
      ['recent', SEARCH_RECENT_ROWS],
    ]);
  });

  it("collects every match when the newest days' matches do not fill the page", async () => {
    const { calls, read } = reads({ window: 8, wider: 10, recent: 10, matches: 11 });
    expect(await searchPage({ limit: 11, offset: 0, newestDays: true }, read)).toHaveLength(11);
    expect(calls.map(([source]) => source)).toEqual(['window', 'window', 'recent', 'matches']);
  });

  it('collects every match at once in an order other than newest first', async () => {
    const { calls, read } = reads({ window: 0, recent: 11, matches: 5 });
    expect(await searchPage({ limit: 11, offset: 0, newestDays: false }, read)).toHaveLength(5);
    expect(calls.map(([source]) => source)).toEqual(['window', 'matches']);
  });

  it('skips the wider window when the window held none or a wider one would pass the cap', async () => {
    for (const found of [0, 1, 3]) {
      const { calls, read } = reads({ window: found, recent: 2, matches: 5 });
      expect(await searchPage({ limit: 11, offset: 0, newestDays: true }, read)).toHaveLength(5);
      expect(calls.map(([source]) => source)).toEqual(['window', 'recent', 'matches']);
    }
    expect(widerWindow(3, 11)).toBeUndefined();
    expect(widerWindow(5, 11)).toBeLessThanOrEqual(SEARCH_WINDOW_MAX);
  });

  it('keeps the planner for a page by number past its window', async () => {
    const { calls, read } = reads({ window: 4, wider: 20, planner: 11 });
    expect(await searchPage({ limit: 11, offset: 10, newestDays: true }, read)).toHaveLength(11);
    expect(calls.map(([source]) => source)).toEqual(['window', undefined]);
  });
});
