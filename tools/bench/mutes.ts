import { toLikePattern } from '../../apps/server/src/db/search-text';

/**
 * Fifty mutes of one member for the scale figures: two of the data set's markets and three of
 * its words (each hides a share of the deals, so the feed's walk reads more rows), and 45 words
 * no deal holds (each still tested on every row read).
 */
export const BENCH_MUTES = [
  ...['옥션', '롯데온'].map((value) => ({ type: 'MARKET' as const, value, pattern: null })),
  ...['농심', '진라면', 'lg', ...Array.from({ length: 45 }, (_, i) => `안볼단어${i}`)].map(
    (value) => ({ type: 'WORD' as const, value, pattern: toLikePattern(value) }),
  ),
] satisfies { type: 'WORD' | 'MARKET'; value: string; pattern: string | null }[];
