/**
 * Read budgets (docs/security.md, "Read budgets") raised out of the way of tests whose clients all
 * share one address and list many times a minute; the budgets' own tests set small ones.
 */
export const GENEROUS_READ_BUDGETS: Record<string, string> = Object.fromEntries(
  [
    'RATE_LIMIT_KEYWORD_PREVIEWS',
    'RATE_LIMIT_KEYWORD_PREVIEWS_PER_ADDRESS',
    'RATE_LIMIT_SEARCHES',
    'RATE_LIMIT_SEARCHES_PER_ADDRESS',
    'RATE_LIMIT_LIST_READS',
    'RATE_LIMIT_LIST_READS_PER_ADDRESS',
  ].map((name) => [name, '100000']),
);
