import {
  toPageInfo,
  type FeedListItem,
  type FeedListResponse,
  type KeywordPageQuery,
} from '@akkyeo/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { toCdnUrl } from '../../lib/cdn-url';
import type { AuthMember } from '../auth/tokens';
import { countDeals, selectDealPage, type DealListRow } from './queries';

export interface FeedDeps {
  db: Kysely<DB>;
  cdnBaseUrl: string;
}

/** One page of the feed, newest first, with the caller's bookmark and like flags. */
export async function listFeed(
  deps: FeedDeps,
  query: KeywordPageQuery,
  member: AuthMember | null,
): Promise<FeedListResponse> {
  const keyword = query.keyword || undefined;
  const [rows, total] = await Promise.all([
    selectDealPage(deps.db, {
      keyword,
      offset: query.page * query.size,
      limit: query.size,
      memberId: member?.id ?? null,
    }),
    countDeals(deps.db, { keyword }),
  ]);
  return {
    content: rows.map((row) => toFeedListItem(row, deps.cdnBaseUrl)),
    page: toPageInfo(query, total),
  };
}

/** A deal row as the contract's feed item. */
export function toFeedListItem(row: DealListRow, cdnBaseUrl: string): FeedListItem {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    market: row.market,
    imgLink: toCdnUrl(cdnBaseUrl, row.img_link),
    link: row.converted_url ?? row.link,
    createdDatetime: row.created_at.toISOString(),
    goldbox: row.source === 'COUPANG_GOLD_BOX',
    freeShipping: row.is_free_shipping,
    source: row.source,
    ended: row.ended_at !== null,
    isBookmarked: row.is_bookmarked,
    isLiked: row.is_liked,
    likeCount: row.like_count,
    commentCount: row.comment_count,
  };
}
