import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../types';
import { joinMember } from './members';

/**
 * Pieces other modules put into their own statements, so that a list reads the posts it refers to
 * in the same query while `board` is named only here (docs/architecture.md, "Table ownership").
 */

/** Characters of a post shown as the title of a comment under it. */
const POST_TITLE_LENGTH = 80;

/** The report queue's statement once its reporter is joined (report/queries.ts). */
type ReportsWithReporter = DB & { reporter: DB['member'] };

/**
 * Joins the post each report is about, and its author: `board_id`, `board_content`,
 * `board_hidden_at`, `board_deleted_at`, `author_id`, `author_nickname`, `author_role`.
 */
export function joinReportedPost<O>(
  qb: SelectQueryBuilder<ReportsWithReporter, 'report' | 'reporter', O>,
) {
  const post = qb
    .innerJoin('board', 'board.id', 'report.board_id')
    .select([
      'board.id as board_id',
      'board.content as board_content',
      'board.hidden_at as board_hidden_at',
      'board.deleted_at as board_deleted_at',
    ]);
  return joinMember(post, {
    on: 'board.member_id',
    as: 'author',
    prefix: 'author_',
    columns: ['id', 'nickname', 'role'],
  });
}

/** My comments on posts: `board_comment as c` (comment/queries.ts). */
type PostComments = DB & { c: DB['board_comment'] };

/**
 * Joins the post of each comment `c` when it is live (neither deleted nor hidden by a moderator)
 * and selects the start of its text as `title` (a comment's title in my comments).
 */
export function joinLivePostTitle<O>(qb: SelectQueryBuilder<PostComments, 'c', O>) {
  return qb
    .innerJoin('board', 'board.id', 'c.board_id')
    .select(sql<string>`left(board.content, ${POST_TITLE_LENGTH})`.as('title'))
    .where('board.deleted_at', 'is', null)
    .where('board.hidden_at', 'is', null);
}

/**
 * The listed 후기 posts naming a deal (neither deleted nor moderated), counted on the partial
 * index `board_deal_listed_idx`: only that deal's entries are read, however big the board.
 */
export async function countDealReviews(db: Kysely<DB>, dealId: number): Promise<number> {
  const row = await db
    .selectFrom('board')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('deal_id', '=', dealId)
    .where('deleted_at', 'is', null)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * The posts everyone may see (neither deleted nor hidden by a moderator), as `board`: a statement
 * the reader completes (the sitemap, a post's page tags).
 */
export function listedPosts(db: Kysely<DB>) {
  return db
    .selectFrom('board')
    .where('board.deleted_at', 'is', null)
    .where('board.hidden_at', 'is', null);
}
