import { bindDeps } from '../../lib/bind-deps';
import {
  backfillShareImages,
  drawDealShareImage,
  queueShareImages,
  startShareBackfill,
  type ShareDeps,
} from './share-image';

export type { ShareDeps } from './share-image';

/**
 * Deals' share images (their link cards' picture, 1200×630): a deal whose card changed
 * (`deals.changed`: new, edited, ended or reopened, picture removed, an import's change) gets a
 * `share.image` job in the writing transaction, which draws and stores its image after the commit.
 * Open deals without one (written before share images) are queued by a daily backfill.
 */
export function createShareService(deps: ShareDeps) {
  deps.events.on('deals.changed', (trx, event) => queueShareImages(deps, trx, event));
  return bindDeps(deps, { drawDealShareImage, startShareBackfill, backfillShareImages });
}

export type ShareService = ReturnType<typeof createShareService>;
