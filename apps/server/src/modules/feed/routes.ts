import {
  feedCreateRequestSchema,
  feedDetailSchema,
  feedListQuerySchema,
  feedListResponseSchema,
  feedUpdateRequestSchema,
  feedWriteResponseSchema,
  idParamSchema,
  likeResponseSchema,
  paths,
} from '@akkyeo/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http-schemas';
import type { SafeFetchTestOptions } from '../../lib/ssrf-fetch';
import { authSecurity, optionalAuthSecurity } from '../../plugins/openapi';
import { perMember } from '../../plugins/rate-limit';
import { commentRoutes } from '../comment/routes';
import linkPreviewRoutes from '../link-preview/routes';
import {
  createDeal,
  dealImageOf,
  deleteDealImage,
  firstFeedImages,
  getDeal,
  listFeed,
  toggleLike,
  updateDeal,
  type FeedWriteDeps,
} from './service';

export interface FeedRouteOptions {
  /** Tests only: lets fetches of user-given URLs reach local test servers. */
  outboundFetch?: SafeFetchTestOptions;
}

/** The deal feed: list, detail, like, manager write and edit, image delete, link preview, comments. */
const feedRoutes: FastifyPluginCallbackZod<FeedRouteOptions> = (app, opts, done) => {
  const deps = { db: app.db, cdnBaseUrl: app.config.cdnBaseUrl, cursors: app.cursors };
  const writeDeps: FeedWriteDeps = {
    ...deps,
    storage: app.storage,
    log: app.log,
    partner: app.partner,
    outboundFetch: opts.outboundFetch,
  };
  const managerOnly = app.requireRole('ROLE_MANAGER');
  app.pagePreloads.add('main', () => firstFeedImages(deps));
  app.pagePreloads.add('home', () => firstFeedImages(deps));
  app.pagePreloads.add('feedViewPage', ({ id }) => dealImageOf(deps, Number(id)));
  const reactionLimit = app.rateLimit(perMember('reaction', app.config.rateLimits.reactions, 60));

  app.get(
    paths.feed.list,
    {
      schema: {
        tags: ['feed'],
        summary: 'List deals, newest first',
        description:
          'Optional `keyword` matches name, market or content text. `isBookmarked`/`isLiked` are for the caller.',
        security: optionalAuthSecurity,
        querystring: feedListQuerySchema,
        response: { 200: feedListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => listFeed(deps, request.query, request.member),
  );

  app.get(
    paths.feed.detail,
    {
      schema: {
        tags: ['feed'],
        summary: 'One deal with its content and comments',
        security: optionalAuthSecurity,
        params: idParamSchema,
        response: { 200: feedDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => getDeal(deps, request.params.id, request.member),
  );

  app.post(
    paths.feed.like,
    {
      onRequest: app.requireAuth,
      preHandler: reactionLimit,
      schema: {
        tags: ['feed'],
        summary: "Toggle the caller's like of a deal",
        security: authSecurity,
        params: idParamSchema,
        response: { 200: likeResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    (request) => toggleLike(deps, request.params.id, request.member!.id),
  );

  app.post(
    paths.feed.create,
    {
      onRequest: managerOnly,
      schema: {
        tags: ['feed'],
        summary: 'Write a deal (managers)',
        description:
          'Content HTML is sanitised with an allow-list; the buy link is derived from `url`.',
        security: authSecurity,
        body: feedCreateRequestSchema,
        response: { 201: feedWriteResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await createDeal(writeDeps, request.body, request.member!.id);
      return reply.code(201).send(created);
    },
  );

  app.put(
    paths.feed.update,
    {
      onRequest: managerOnly,
      schema: {
        tags: ['feed'],
        summary: 'Edit a deal (managers)',
        security: authSecurity,
        body: feedUpdateRequestSchema,
        response: { 200: feedWriteResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => updateDeal(deps, request.body),
  );

  app.delete(
    paths.feed.deleteImage,
    {
      onRequest: managerOnly,
      schema: {
        tags: ['feed'],
        summary: "Remove a deal's picture (managers); the deal stays",
        security: authSecurity,
        params: idParamSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteDealImage(writeDeps, request.params.id);
      return reply.code(204).send(null);
    },
  );

  void app.register(linkPreviewRoutes, { fetchOptions: opts.outboundFetch });
  void app.register(
    commentRoutes({
      target: 'deal',
      createPath: paths.feed.comment,
      deletePath: paths.feed.commentDelete,
      tag: 'feed',
    }),
  );
  done();
};

export default feedRoutes;
