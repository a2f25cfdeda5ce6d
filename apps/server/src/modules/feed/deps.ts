import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { DomainEvents } from '../../events/bus';
import type { CursorCodec } from '../../lib/cursor';
import type { Outbound } from '../../lib/outbound';
import type { Storage } from '../../lib/storage';
import type { CommentService } from '../comment/service';
import type { MemberSettings } from '../member/service';
import type { StandingService } from '../member/standing';
import type { BuyClicks } from './buy-clicks';
import type { LinkConverter } from './partner-link';

export interface FeedDeps {
  db: Kysely<DB>;
  /** Buy clicks, recorded after the redirect (buy-clicks.ts). */
  clicks: BuyClicks;
  cdnBaseUrl: string;
  cursors: CursorCodec;
  /** From how many rows a keyword search collects the newest days' matches first. */
  newestDaysMinRows: number;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Fetches the pictures of deals written with an image URL. */
  outbound: Outbound;
  /** Coupang Partners: turns Coupang store URLs into partner links. */
  links: LinkConverter;
  comments: Pick<CommentService, 'tree'>;
  /** Tells of posts, renames, price changes and ends in the writing transaction. */
  events: DomainEvents;
  /** The clock gold-box countdowns are computed with; defaults to the system's. */
  now?: () => Date;
  /** The member's 종료 딜 숨기기 setting (the member service). */
  memberSettings: MemberSettings;
  /** Whose 종료됐어요 reports and likes count (docs/security.md). */
  standing: StandingService;
  /** Deal links may name loopback hosts (OUTBOUND_ALLOW_LOOPBACK, local testing only). */
  allowLoopbackLinks: boolean;
}
