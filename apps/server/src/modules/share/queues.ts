/** Draws a deal's share image after a change of its card. */
export const SHARE_IMAGE_QUEUE = 'share.image';

export interface ShareImagePayload {
  dealId: number;
}
