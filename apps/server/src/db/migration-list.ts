import type { Migration } from 'kysely';
import { migrations as landed } from './migrations/index';
import * as statementDeletes from './migrations/0026-statement-deletes';
import * as hiddenPostCounts from './migrations/0027-hidden-post-counts';
import * as searchGramsByDay from './migrations/0028-search-grams-by-day';
import * as commentCountsByPostKey from './migrations/0029-comment-counts-by-post-key';
import * as stagedHideCounts from './migrations/0030-staged-hide-counts';
import * as stagedCommentersByTransaction from './migrations/0031-staged-commenters-by-transaction';

/**
 * Every migration, by the name the database records it under; names sort in the order they run.
 * `migrations/index.ts` is frozen as it landed (0001–0025, with the folder's other files); every
 * later migration is registered here.
 */
export const migrations: Record<string, Migration> = {
  ...landed,
  '0026_statement_deletes': statementDeletes,
  '0027_hidden_post_counts': hiddenPostCounts,
  '0028_search_grams_by_day': searchGramsByDay,
  '0029_comment_counts_by_post_key': commentCountsByPostKey,
  '0030_staged_hide_counts': stagedHideCounts,
  '0031_staged_commenters_by_transaction': stagedCommentersByTransaction,
};
