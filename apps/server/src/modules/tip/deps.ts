import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { TipConfig } from '../../config';
import type { DB } from '../../db/types';
import type { DomainEvents } from '../../events/bus';
import type { CursorCodec } from '../../lib/cursor';
import type { Storage } from '../../lib/storage';
import type { CommentService } from '../comment/service';
import type { FeedService } from '../feed/service';
import type { StandingService } from '../member/standing';

export interface TipDeps {
  db: Kysely<DB>;
  cdnBaseUrl: string;
  cursors: CursorCodec;
  rules: TipConfig;
  /** Where finders' uploaded pictures are kept (`tip/…`). */
  storage: Storage;
  log: FastifyBaseLogger;
  /** Writes the deal a tip becomes, in the tip's transaction; finds the open deals it duplicates. */
  feed: Pick<
    FeedService,
    | 'prepare'
    | 'insertPrepared'
    | 'discardPrepared'
    | 'deleteTipped'
    | 'dropPicture'
    | 'openDealsLike'
    | 'openDealsOf'
    | 'find'
  >;
  /** Posts a linked tip's text on its deal, in the link's transaction. */
  comments: Pick<CommentService, 'createIn'>;
  /** When the finder's account was made (the new-account limit). */
  standing: Pick<StandingService, 'one'>;
  /** Tells the finder of a decision (`tip.reviewed`). */
  events: DomainEvents;
  /** Links and pictures may name loopback hosts (OUTBOUND_ALLOW_LOOPBACK, local testing only). */
  allowLoopbackLinks: boolean;
  /** The clock of the daily limit and the 30-day record; defaults to the system's. */
  now?: () => Date;
}
