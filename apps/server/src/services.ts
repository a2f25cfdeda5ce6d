import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { createDomainEvents } from './events/bus';
import type { CursorCodec } from './lib/cursor';
import type { Outbound } from './lib/outbound';
import type { Storage } from './lib/storage';
import { createActivityService } from './modules/activity/service';
import { createAlertService } from './modules/alert/service';
import { createAuthService } from './modules/auth/auth-service';
import { createSessionChecks } from './modules/auth/session-checks';
import { createBlockService } from './modules/block/service';
import { commentedPosts, createBoardService } from './modules/board/service';
import { createBookmarkService } from './modules/bookmark/service';
import { createCommentService } from './modules/comment/service';
import { createDiscoveryService } from './modules/discovery/service';
import { createBuyClicks } from './modules/feed/buy-clicks';
import { commentedDeals, createFeedService } from './modules/feed/service';
import { createLinkPreviewService } from './modules/link-preview/service';
import { createMailer } from './modules/mail/mailer';
import { createMemberService } from './modules/member/service';
import { createStanding } from './modules/member/standing';
import { createNotificationService } from './modules/notification/service';
import {
  createCoupangConnection,
  createPartnerLinks,
  createPartnerService,
} from './modules/partner/partner-service';
import { createPushService } from './modules/push/service';
import { createReportService } from './modules/report/service';
import { createShareService } from './modules/share/service';
import { createTipService } from './modules/tip/service';
import { createProgressBus } from './modules/upload-progress/bus';
import { createUploadProgressService } from './modules/upload-progress/service';
import type { RateLimiter } from './plugins/rate-limit';

/** What every module's service is built from. */
export interface Platform {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  storage: Storage;
  cursors: CursorCodec;
  outbound: Outbound;
  limiter: RateLimiter;
}

/**
 * Every module's service, each built once, in dependency order: a service receives only services
 * built before it (docs/architecture.md, "The composition root"). Where a write must be told to a
 * module that comes later (a comment notifies, a new deal is matched against keyword alerts), the
 * writer emits a domain event on `events` and the later module subscribes to it as it is built;
 * the handlers run in the writer's transaction.
 */
export function createServices(platform: Platform) {
  const { config, log, storage, cursors, outbound, limiter } = platform;
  const db = platform.db.db;
  const { cdnBaseUrl } = config;
  const events = createDomainEvents();

  // Accounts
  const sessions = createSessionChecks(db);
  const members = createMemberService({ db, cdnBaseUrl, storage, log, sessions });
  const standing = createStanding({ db, rules: config.standing });
  const auth = createAuthService({
    db,
    config,
    limiter,
    mailer: createMailer(config.smtp, log),
    log,
    outbound,
    sessions,
    accounts: members.accounts,
  });
  const blocks = createBlockService({ db, cdnBaseUrl });

  // Content
  const coupang = createCoupangConnection({ config: config.coupang, db, outbound });
  const comments = createCommentService({
    db,
    cdnBaseUrl,
    targets: { deal: commentedDeals, board: commentedPosts },
    events,
  });
  const feed = createFeedService({
    db,
    clicks: createBuyClicks({
      db,
      log,
      secret: config.jwtSecret,
      limiter,
      visitorClicksPerHour: config.rateLimits.buyClicks,
      standing,
    }),
    cdnBaseUrl,
    cursors,
    newestDaysMinRows: config.searchNewestDaysMinRows,
    storage,
    log,
    outbound,
    links: createPartnerLinks({ client: coupang, logger: log }),
    comments,
    events,
    memberSettings: members,
    standing,
    allowLoopbackLinks: config.outboundAllowLoopback,
  });
  const shares = createShareService({ db, storage, log, events, deals: feed });
  const board = createBoardService({
    db,
    cdnBaseUrl,
    storage,
    comments,
    log,
    cursors,
    newestDaysMinRows: config.searchNewestDaysMinRows,
    deals: { byIds: (ids) => feed.listByIds(ids, null) },
  });
  const uploadProgress = createUploadProgressService({
    db,
    bus: createProgressBus({ dbKind: platform.db.kind, databaseUrl: config.databaseUrl, db, log }),
  });
  const bookmarks = createBookmarkService({ db, cursors, deals: feed, standing });
  const tips = createTipService({
    db,
    cdnBaseUrl,
    cursors,
    rules: config.tips,
    storage,
    log,
    allowLoopbackLinks: config.outboundAllowLoopback,
    feed,
    comments,
    standing,
    events,
  });

  // Notifications
  const notifications = createNotificationService({
    db,
    cdnBaseUrl,
    cursors,
    deals: feed,
    events,
    blockersOf: (trx, actorId, memberIds) => blocks.blockersOf(trx, actorId, memberIds),
    memberSettings: members,
  });
  const alerts = createAlertService({ db, events, deals: feed, notifications, bookmarks });
  const push = createPushService({ db, config: config.push, logger: log, outbound });

  // Integrations
  const partner = createPartnerService({
    db,
    logger: log,
    client: coupang,
    deals: feed.imports,
  });

  return {
    events,
    sessions,
    auth,
    members,
    blocks,
    activity: createActivityService({ db, cdnBaseUrl, cursors }),
    comments,
    feed,
    shares,
    linkPreview: createLinkPreviewService({
      outbound,
      recordObservedPrice: feed.recordObservedPrice,
    }),
    bookmarks,
    board,
    uploadProgress,
    reports: createReportService({ db, cursors, board }),
    tips,
    discovery: createDiscoveryService({ db, config }),
    notifications,
    alerts,
    push,
    partner,
  };
}

export type Services = ReturnType<typeof createServices>;
