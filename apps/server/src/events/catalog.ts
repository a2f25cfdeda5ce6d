import type { CommentTarget } from '@akkyeo/contracts';
import type { NewDeal } from '../db/types';

/** A new comment or reply, as the comment module wrote it. */
export interface CommentCreated {
  target: CommentTarget;
  /** The deal or board post. */
  targetId: number;
  commentId: number;
  /** The comment tapped to reply to (null for a top-level comment). */
  repliedToId: number | null;
  /** Its top-level comment, which the reply attaches to. */
  parentId: number | null;
  actorId: number;
  actorNickname: string;
  content: string;
}

/** A deal a manager just posted. */
export interface DealPosted {
  dealId: number;
  authorId: number;
  name: string;
  price: number;
}

/** Deals a partner import just inserted, as it inserted them. */
export interface DealsImported {
  deals: Pick<NewDeal, 'source' | 'external_id'>[];
}

/**
 * New deals whose new-deal notifications were written. Whoever handles it owns the push fan-out
 * of those notifications (keyword alerts go first, so a member is not pushed twice).
 */
export interface DealsAnnounced {
  dealIds: number[];
  /** The manager who posted them; null for an import. */
  authorId: number | null;
  /** The deal whose new-deal notifications wait for their push fan-out; null when none were written. */
  fanoutDealId: number | null;
}

export interface DealRenamed {
  dealId: number;
  from: string;
  to: string;
}

/** A deal's price changed (a manager's edit or a partner import). */
export interface DealRepriced {
  dealId: number;
  from: number;
  to: number;
}

/** Deals ended (종료): by members' reports, a manager, a manager's edit or a partner import. */
export interface DealsEnded {
  dealIds: number[];
}

/**
 * What deals' cards show (name, price, market, picture, 종료) was written: new deals (a manager's,
 * a published 제보, an import's), a manager's edit, an end or a reopen by any path, a removed
 * picture, an import's update. A deal may be told of more than once in one write.
 */
export interface DealsChanged {
  dealIds: number[];
}

/** A manager (or the trusted-finder rule) decided a member's 제보; its finder is told. */
export interface TipReviewed {
  tipId: number;
  finderId: number;
  name: string;
  outcome: 'PUBLISHED' | 'REJECTED' | 'LINKED';
  /** The deal it became or was linked to; null when rejected. */
  dealId: number | null;
  /** The reason as the finder reads it (rejected only). */
  reason: string | null;
}

/**
 * Every domain event, by name. A module emits an event inside the transaction of the write it
 * tells of; the handlers run in that transaction, so they commit or roll back with it.
 */
export interface DomainEventCatalog {
  'comment.created': CommentCreated;
  'deal.posted': DealPosted;
  'deal.renamed': DealRenamed;
  'deal.repriced': DealRepriced;
  'deals.ended': DealsEnded;
  'deals.changed': DealsChanged;
  'deals.imported': DealsImported;
  'deals.announced': DealsAnnounced;
  'tip.reviewed': TipReviewed;
}
