import { isHttpUrl, type FeedDetail } from '@akkyeo/contracts';
import { AppError } from '../../lib/app-error';
import { countDealReviews } from '../../db/reads/board-posts';
import { toCdnUrl } from '../../lib/cdn-url';
import { isPublicLink } from '../../lib/public-link';
import type { AuthMember } from '../auth/tokens';
import { selectDealDetail, selectBuyLink, type DealDetailRow } from './queries';

import type { FeedDeps } from './deps';
import { feedItemMaker } from './list';

/** Partner-API deals and deals whose link was converted earn a commission. */
function isPartnerLink(row: DealDetailRow): boolean {
  if (row.source !== 'AKKYEO') return true;
  return row.converted_url !== null && row.converted_url !== row.link;
}

/** One deal with its content and comment tree; 404 when missing. */
export async function getDeal(
  deps: FeedDeps,
  id: number,
  member: AuthMember | null,
): Promise<FeedDetail> {
  const row = await selectDealDetail(deps.db, id, member?.id ?? null);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  const [comment, reviewCount] = await Promise.all([
    deps.comments.tree('deal', id, member?.id ?? null),
    countDealReviews(deps.db, id),
  ]);
  return {
    ...feedItemMaker(deps)(row),
    url: row.link,
    isFreeShipping: row.is_free_shipping,
    content: row.content,
    isPartnerLink: isPartnerLink(row),
    endedReports: row.ended_reports,
    endedReported: row.ended_reported,
    reviewCount,
    shareImage: toCdnUrl(deps.cdnBaseUrl, row.share_image),
    comment,
  };
}

/**
 * Where a deal's buy button leads (its own stored link); undefined when the deal is missing or its
 * link does not name a public host (rows written before the rule).
 */
export async function buyLinkOf(deps: FeedDeps, id: number): Promise<string | undefined> {
  const link = await selectBuyLink(deps.db, id);
  const usable = link !== undefined && isHttpUrl(link);
  return usable && isPublicLink(link, deps.allowLoopbackLinks) ? link : undefined;
}
