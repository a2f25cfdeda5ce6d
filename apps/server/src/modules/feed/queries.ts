import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { DB, DealTable } from '../../db/types';
import { containsPattern } from '../../lib/like-pattern';

/** A deal as the feed lists it, with the caller's bookmark and like flags. */
export type DealListRow = Pick<
  Selectable<DealTable>,
  | 'id'
  | 'source'
  | 'name'
  | 'price'
  | 'market'
  | 'img_link'
  | 'link'
  | 'converted_url'
  | 'is_free_shipping'
  | 'ended_at'
  | 'like_count'
  | 'comment_count'
  | 'created_at'
> & { is_bookmarked: boolean; is_liked: boolean };

export interface DealListFilter {
  keyword?: string | undefined;
}

/** Case-insensitive literal substring of name or market (a stopgap until indexed search). */
function matchesKeyword(keyword: string) {
  const pattern = containsPattern(keyword);
  return (eb: ExpressionBuilder<DB, 'deal'>) =>
    eb.or([
      sql<boolean>`${eb.ref('deal.name')} ilike ${pattern} escape '\\'`,
      sql<boolean>`${eb.ref('deal.market')} ilike ${pattern} escape '\\'`,
    ]);
}

/** One page of deals, newest first (created_at desc, id desc). */
export async function selectDealPage(
  db: Kysely<DB>,
  opts: DealListFilter & { offset: number; limit: number; memberId: number | null },
): Promise<DealListRow[]> {
  const { memberId, keyword } = opts;
  return db
    .selectFrom('deal')
    .select([
      'deal.id',
      'deal.source',
      'deal.name',
      'deal.price',
      'deal.market',
      'deal.img_link',
      'deal.link',
      'deal.converted_url',
      'deal.is_free_shipping',
      'deal.ended_at',
      'deal.like_count',
      'deal.comment_count',
      'deal.created_at',
    ])
    .select((eb) =>
      memberId === null
        ? [sql<boolean>`false`.as('is_bookmarked'), sql<boolean>`false`.as('is_liked')]
        : [
            eb
              .exists(
                eb
                  .selectFrom('bookmark')
                  .select(sql`1`.as('one'))
                  .whereRef('bookmark.deal_id', '=', 'deal.id')
                  .where('bookmark.member_id', '=', memberId),
              )
              .$castTo<boolean>()
              .as('is_bookmarked'),
            eb
              .exists(
                eb
                  .selectFrom('deal_like')
                  .select(sql`1`.as('one'))
                  .whereRef('deal_like.deal_id', '=', 'deal.id')
                  .where('deal_like.member_id', '=', memberId),
              )
              .$castTo<boolean>()
              .as('is_liked'),
          ],
    )
    .$if(Boolean(keyword), (qb) => qb.where(matchesKeyword(keyword ?? '')))
    .orderBy('deal.created_at', 'desc')
    .orderBy('deal.id', 'desc')
    .limit(opts.limit)
    .offset(opts.offset)
    .execute();
}

/** How many deals match the filter. */
export async function countDeals(db: Kysely<DB>, filter: DealListFilter): Promise<number> {
  const row = await db
    .selectFrom('deal')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .$if(Boolean(filter.keyword), (qb) => qb.where(matchesKeyword(filter.keyword ?? '')))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
