import type { DealsAnnounced } from '../../events/catalog';

/** Matches new deals against the rules. */
export const ALERT_MATCH_QUEUE = 'alert.match';
/** A deal's price dropped: rules it now meets, and its bookmarkers' follow-ups. */
export const ALERT_PRICE_DROP_QUEUE = 'alert.price-drop';
/** Deals ended: their bookmarkers' follow-ups. */
export const ALERT_DEAL_ENDED_QUEUE = 'alert.deal-ended';
/** Sends a member's one summary push when their quiet hours end. */
export const ALERT_QUIET_SUMMARY_QUEUE = 'alert.quiet-summary';

/** Payload of an `alert.match` job: the announced deals. */
export type AlertMatchPayload = DealsAnnounced;

export interface AlertPriceDropPayload {
  dealId: number;
  from: number;
  to: number;
}

export interface AlertDealEndedPayload {
  dealIds: number[];
}

export interface AlertQuietSummaryPayload {
  memberId: number;
}
