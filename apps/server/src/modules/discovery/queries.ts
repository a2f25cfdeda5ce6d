import type { Source } from '@akkyeo/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { listedPosts } from '../../db/reads/board-posts';
import { allDeals, openDeals } from '../../db/reads/deals';
import type { DB } from '../../db/types';
import { nameMayMatch } from '../feed/queries';

/**
 * What crawlers and feed readers read: the owners' rows through the read layer (db/reads), every
 * statement a walk of a primary key or of an index.
 */

/** Ids in `(after, upTo]`: one sitemap part. */
export interface IdRange {
  after: number;
  upTo: number;
}

/** A sitemap row: its id and when it last changed, as a W3C datetime (`lastmod`). */
export interface SitemapRow {
  id: number;
  lastmod: string;
}

/**
 * A timestamp as a sitemap's `lastmod` (UTC, to the second), written by the database: parsing
 * 50,000 dates into JavaScript and formatting them again was a third of a part's time.
 */
const w3cDatetime = (column: 'deal.updated_at' | 'board.updated_at'): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The deals (open or ended) with ids in the range, by id: a range scan of the primary key. */
export function selectDealsIn(db: Kysely<DB>, range: IdRange): Promise<SitemapRow[]> {
  return allDeals(db)
    .select(['deal.id', w3cDatetime('deal.updated_at').as('lastmod')])
    .where('deal.id', '>', range.after)
    .where('deal.id', '<=', range.upTo)
    .orderBy('deal.id')
    .execute();
}

/** The listed posts (neither deleted nor hidden) with ids in the range, by id. */
export function selectPostsIn(db: Kysely<DB>, range: IdRange): Promise<SitemapRow[]> {
  return listedPosts(db)
    .select(['board.id', w3cDatetime('board.updated_at').as('lastmod')])
    .where('board.id', '>', range.after)
    .where('board.id', '<=', range.upTo)
    .orderBy('board.id')
    .execute();
}

/** The highest deal id and listed post id (0 when none): how many parts the sitemap has. */
export async function selectLastIds(db: Kysely<DB>): Promise<{ deals: number; posts: number }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom(
          allDeals(db)
            .select((inner) => inner.fn.max('deal.id').as('id'))
            .as('d'),
        )
        .select('d.id')
        .as('deals'),
      eb
        .selectFrom(
          listedPosts(db)
            .select((inner) => inner.fn.max('board.id').as('id'))
            .as('p'),
        )
        .select('p.id')
        .as('posts'),
    ])
    .executeTakeFirstOrThrow();
  return { deals: Number(row.deals ?? 0), posts: Number(row.posts ?? 0) };
}

/** A deal as the feeds list it. */
export interface FeedDealRow {
  id: number;
  name: string;
  price: number;
  market: string;
  source: Source;
  is_free_shipping: boolean;
  img_link: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * The newest open deals, at most `limit`; with a keyword, those that may match it (the keyword
 * alerts' prefilter, feed/queries `nameMayMatch`: the caller confirms each with the alerts'
 * matcher). Walks the open deals' index (`deal_open_created_idx`).
 */
export function selectNewestOpenDeals(
  db: Kysely<DB>,
  opts: { keyword: string | undefined; limit: number },
): Promise<FeedDealRow[]> {
  return openDeals(db)
    .select([
      'deal.id',
      'deal.name',
      'deal.price',
      'deal.market',
      'deal.source',
      'deal.is_free_shipping',
      'deal.img_link',
      'deal.created_at',
      'deal.updated_at',
    ])
    .$if(opts.keyword !== undefined, (qb) => qb.where(nameMayMatch(opts.keyword!)))
    .orderBy('deal.created_at', 'desc')
    .orderBy('deal.id', 'desc')
    .limit(opts.limit)
    .execute();
}
