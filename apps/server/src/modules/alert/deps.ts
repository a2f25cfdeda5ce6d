import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { DomainEvents } from '../../events/bus';
import type { BookmarkService } from '../bookmark/service';
import type { FeedService } from '../feed/service';
import type { NotificationService } from '../notification/service';

export interface AlertDeps {
  db: Kysely<DB>;
  /** New deals, price changes and ends arrive as domain events. */
  events: DomainEvents;
  /** Reads a deal whose price dropped. */
  deals: Pick<FeedService, 'find'>;
  /** Writes the alerts (and queues their pushes). */
  notifications: Pick<
    NotificationService,
    'notifyDealAlerts' | 'queueNewDealPushes' | 'pushToMember' | 'notifyAll'
  >;
  /** Who bookmarked a deal (follow-ups). */
  bookmarks: Pick<BookmarkService, 'bookmarkersOf'>;
  /** The clock quiet hours are read with; defaults to the system's. */
  now?: () => Date;
}

/** How many rules one match job looked at, for logs and the benchmark. */
export interface MatchReport {
  deals: number;
  candidates: number;
  notified: number;
}
