import { paths } from '@akkyeo/contracts';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
  type RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import type { Config } from './config';
import type { Database, DatabaseKind } from './db/database';
import { scheduleEmbeddedUpkeep, type UpkeepSchedule } from './db/embedded-upkeep';
import type { DB } from './db/types';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { createPgJobWake, createPgliteJobWake, type JobWake } from './jobs/wake';
import { createCursorCodec, type CursorCodec } from './lib/cursor';
import { createOutbound, type Outbound } from './lib/outbound';
import { createStorage, type Storage } from './lib/storage';
import { zodSchemaController } from './lib/zod-compilers';
import activityRoutes from './modules/activity/routes';
import adminRoutes from './modules/admin/routes';
import { registerAlertJobs } from './modules/alert/jobs';
import alertRoutes from './modules/alert/routes';
import blockRoutes from './modules/block/routes';
import appConfigRoutes from './modules/app-config/routes';
import auth from './modules/auth/plugin';
import authRoutes from './modules/auth/routes';
import boardRoutes from './modules/board/routes';
import bookmarkRoutes from './modules/bookmark/routes';
import commentRoutes from './modules/comment/routes';
import discoveryRoutes from './modules/discovery/routes';
import feedRoutes from './modules/feed/routes';
import healthRoutes from './modules/health/routes';
import linkPreviewRoutes from './modules/link-preview/routes';
import memberRoutes from './modules/member/routes';
import notificationRoutes from './modules/notification/routes';
import partnerRoutes from './modules/partner/routes';
import { registerPartnerJobs } from './modules/partner/scheduler';
import { registerPushJobs } from './modules/push/delivery';
import pushRoutes from './modules/push/routes';
import reportRoutes from './modules/report/routes';
import { registerShareJobs } from './modules/share/jobs';
import tipRoutes from './modules/tip/routes';
import uploadProgressRoutes from './modules/upload-progress/routes';
import compression from './plugins/compression';
import drain from './plugins/drain';
import errors, { clientErrorHandler, sendError, toErrorBody } from './plugins/errors';
import metrics from './plugins/metrics';
import openapi from './plugins/openapi';
import pagePreloads from './plugins/page-preloads';
import rateLimit, { createRateLimiter } from './plugins/rate-limit';
import { createReadBudgetCounter } from './plugins/read-budget-counter';
import requestIdPlugin, { requestId } from './plugins/request-id';
import security from './plugins/security';
import staticFiles from './plugins/static';
import { createServices } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The database (Kysely); SQL lives in the modules' queries.ts. */
    db: Kysely<DB>;
    dbKind: DatabaseKind;
    /** Stored files (images) under CDN-relative keys. */
    storage: Storage;
    /** Every route registered, as declared (the API docs, the authorization matrix and serializer tests walk it). */
    routeTable: RouteOptions[];
    /** Signs and reads the lists' `cursor` parameters. */
    cursors: CursorCodec;
    /** The job worker with every module's jobs; main.ts starts it after listen, tests never do. */
    backgroundJobs: BackgroundJobs;
  }
}

/** The process's job worker: started once the server listens, stopped before the app closes. */
export interface BackgroundJobs {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The Fastify instance with the zod type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface AppDeps {
  config: Config;
  /** An open database from createDatabase(); the caller closes it after app.close(). */
  db: Database;
  /** A pino logger; defaults to one at config.logLevel. */
  logger?: FastifyBaseLogger;
  /** Every request sent out; defaults to one the config chooses (OUTBOUND_ALLOW_LOOPBACK). */
  outbound?: Outbound;
  /** The file store; defaults to the one config.storage chooses. */
  storage?: Storage;
}

/**
 * The composition root: builds the whole application as a Fastify instance without listening.
 * Platform plugins first, then every module's service once, its dependencies passed by hand,
 * then each module's routes with the services they use. Tests may add routes before `ready()`;
 * main.ts listens and starts the background jobs.
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db: database } = deps;
  const app = Fastify({
    loggerInstance: deps.logger ?? pino({ level: config.logLevel }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: requestId,
    requestIdHeader: false,
    forceCloseConnections: 'idle',
    frameworkErrors: (error, _request, reply) => {
      void sendError(reply, toErrorBody(error));
    },
    // Requests that reach a closing server (on a kept-alive connection) are served, not refused
    // with Fastify's own 503; each reply then closes its connection (docs/security.md).
    return503OnClosing: false,
    clientErrorHandler,
    schemaController: zodSchemaController,
  }).withTypeProvider<ZodTypeProvider>();

  const db = database.db;
  const log = app.log;
  const storage = deps.storage ?? (await createStorage(config));
  const cursors = createCursorCodec(config.jwtSecret);
  const outbound = deps.outbound ?? createOutbound({ allowLoopback: config.outboundAllowLoopback });

  const routeTable: RouteOptions[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => void routeTable.push(route));
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('dbKind', database.kind);
  app.decorate('storage', storage);
  app.decorate('cursors', cursors);

  await app.register(requestIdPlugin);
  await app.register(errors);
  await app.register(drain);
  await app.register(security, { config });
  await app.register(compression);
  await app.register(metrics);
  await app.register(openapi, { config });
  const limiter = createRateLimiter(db);
  const services = createServices({
    config,
    db: database,
    log,
    storage,
    cursors,
    outbound,
    limiter,
  });
  await app.register(auth, { config, sessions: services.sessions });
  const readCounter = createReadBudgetCounter(db, {
    onFlushError: (error) => log.warn({ err: error }, 'read budget counts not written'),
  });
  await app.register(rateLimit, { limiter, readCounter, readBudgets: config.readBudgets });
  await app.register(pagePreloads);

  const { comments, board, reports, uploadProgress } = services;
  app.addHook('onClose', () => uploadProgress.close());

  await app.register(healthRoutes);
  await app.register(appConfigRoutes);
  await app.register(authRoutes, { auth: services.auth });
  await app.register(memberRoutes, { members: services.members });
  await app.register(activityRoutes, { activity: services.activity });
  await app.register(partnerRoutes, { partner: services.partner });
  await app.register(feedRoutes, { feed: services.feed });
  await app.register(linkPreviewRoutes, { linkPreview: services.linkPreview });
  await app.register(commentRoutes, {
    comments,
    target: 'deal',
    createPath: paths.feed.comment,
    deletePath: paths.feed.commentDelete,
    tag: 'feed',
  });
  await app.register(bookmarkRoutes, { bookmarks: services.bookmarks });
  await app.register(uploadProgressRoutes, { uploadProgress });
  await app.register(boardRoutes, { board, uploadProgress });
  await app.register(commentRoutes, {
    comments,
    target: 'board',
    createPath: paths.board.comment,
    deletePath: paths.board.commentDelete,
    tag: 'board',
    assertVisible: (id, member) => board.assertVisible(id, member),
  });
  await app.register(reportRoutes, { reports });
  await app.register(tipRoutes, { tips: services.tips });
  await app.register(adminRoutes, { reports, board, endedReports: services.feed.endedReports });
  await app.register(notificationRoutes, { notifications: services.notifications });
  await app.register(alertRoutes, { alerts: services.alerts });
  await app.register(blockRoutes, { blocks: services.blocks });
  await app.register(pushRoutes, { push: services.push });
  await app.register(discoveryRoutes, { discovery: services.discovery });
  await app.register(staticFiles, { config });

  let runner: JobRunner | undefined;
  let upkeep: UpkeepSchedule | undefined;
  app.decorate('backgroundJobs', {
    async start() {
      if (database.kind === 'pglite' && config.embeddedUpkeepMs > 0) {
        upkeep = scheduleEmbeddedUpkeep(db, { everyMs: config.embeddedUpkeepMs, log });
      }
      if (!config.backgroundJobs) return;
      runner = createJobRunner({ db, logger: log, wake: jobWake(deps, log) });
      await registerPartnerJobs(runner, {
        partner: services.partner,
        config: config.coupang,
        logger: log,
      });
      registerPushJobs(runner, services.push);
      registerAlertJobs(runner, { alerts: services.alerts, logger: log });
      registerShareJobs(runner, { shares: services.shares, logger: log });
      await services.shares.startShareBackfill();
      runner.start();
    },
    stop: async () => {
      await Promise.all([runner?.stop(), upkeep?.stop()]);
    },
  });
  return app;
}

/** Committed jobs wake the worker at once; without a way to listen it only polls. */
function jobWake({ db: database, config }: AppDeps, log: FastifyBaseLogger): JobWake | undefined {
  if (database.listen) return createPgliteJobWake(database.listen);
  if (!config.databaseUrl) return undefined;
  return createPgJobWake({ databaseUrl: config.databaseUrl, log });
}

/** Fastify takes a hop count as a function (its types omit numbers). */
function trustProxyOption(
  value: Config['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
