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
import type { DB } from './db/types';
import { createCursorCodec, type CursorCodec } from './lib/cursor';
import { createStorage, type Storage } from './lib/storage';
import { zodSchemaController } from './lib/zod-compilers';
import adminRoutes from './modules/admin/routes';
import activityRoutes from './modules/activity/routes';
import boardRoutes from './modules/board/routes';
import appConfigRoutes from './modules/app-config/routes';
import authRoutes from './modules/auth/routes';
import type { SafeFetchTestOptions } from './lib/ssrf-fetch';
import bookmarkRoutes from './modules/bookmark/routes';
import feedRoutes from './modules/feed/routes';
import notificationRoutes from './modules/notification/routes';
import pushRoutes from './modules/push/routes';
import healthRoutes from './modules/health/routes';
import partner from './modules/partner/plugin';
import memberRoutes from './modules/member/routes';
import reportRoutes from './modules/report/routes';
import uploadProgress from './modules/upload-progress/plugin';
import auth from './plugins/auth';
import compression from './plugins/compression';
import pagePreloads from './plugins/page-preloads';
import errors, { clientErrorHandler, sendError, toErrorBody } from './plugins/errors';
import metrics from './plugins/metrics';
import openapi from './plugins/openapi';
import rateLimit from './plugins/rate-limit';
import requestIdPlugin, { requestId } from './plugins/request-id';
import security from './plugins/security';
import staticFiles from './plugins/static';

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
  }
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
  /** Tests only: lets server-side fetches of user-given URLs reach local test servers. */
  outboundFetch?: SafeFetchTestOptions;
  /** The file store; defaults to the one config.storage chooses. */
  storage?: Storage;
}

/**
 * Builds the whole application as a Fastify instance without listening: plugins, then modules.
 * Tests may add routes before `ready()`; main.ts listens.
 */
export async function buildApp({
  config,
  db,
  logger,
  storage,
  outboundFetch,
}: AppDeps): Promise<App> {
  const app = Fastify({
    loggerInstance: logger ?? pino({ level: config.logLevel }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: requestId,
    requestIdHeader: false,
    forceCloseConnections: 'idle',
    frameworkErrors: (error, _request, reply) => {
      void sendError(reply, toErrorBody(error));
    },
    return503OnClosing: true,
    clientErrorHandler,
    schemaController: zodSchemaController,
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: RouteOptions[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => void routeTable.push(route));
  app.decorate('config', config);
  app.decorate('db', db.db);
  app.decorate('dbKind', db.kind);
  app.decorate('storage', storage ?? (await createStorage(config)));
  app.decorate('cursors', createCursorCodec(config.jwtSecret));

  await app.register(requestIdPlugin);
  await app.register(errors);
  await app.register(security, { config });
  await app.register(compression);
  await app.register(metrics);
  await app.register(openapi, { config });
  await app.register(auth, { config });
  await app.register(rateLimit);
  await app.register(pagePreloads);

  await app.register(healthRoutes);
  await app.register(appConfigRoutes);
  await app.register(authRoutes);
  await app.register(memberRoutes);
  await app.register(activityRoutes);
  await app.register(partner);
  await app.register(feedRoutes, { outboundFetch });
  await app.register(bookmarkRoutes);
  await app.register(uploadProgress);
  await app.register(boardRoutes);
  await app.register(reportRoutes);
  await app.register(adminRoutes);
  await app.register(notificationRoutes);
  await app.register(pushRoutes);
  await app.register(staticFiles, { config });
  return app;
}

/** Fastify takes a hop count as a function (its types omit numbers). */
function trustProxyOption(
  value: Config['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
