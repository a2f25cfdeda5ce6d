/** Draws a deal's share image after a change of its card. */
export const SHARE_IMAGE_QUEUE = 'share.image';

export interface ShareImagePayload {
  dealId: number;
}

/** Queues the share images of open deals that have none, a batch at a time (once a day at start). */
export const SHARE_BACKFILL_QUEUE = 'share.backfill';

export interface ShareBackfillPayload {
  /** The batch continues below this deal id; null for the newest. */
  beforeId: number | null;
}
