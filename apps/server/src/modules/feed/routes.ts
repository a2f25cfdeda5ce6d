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
  priceHistorySchema,
} from '@akkyeo/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http-schemas';
import { authSecurity, optionalAuthSecurity } from '../../plugins/openapi-security';
import { perMember } from '../../plugins/rate-limit';
import type { FeedService } from './service';

export interface FeedRouteOptions {
  feed: FeedService;
}

/** The deal feed: list, detail, like, manager write and edit, image delete (comments: comment routes). */
const feedRoutes: FastifyPluginCallbackZod<FeedRouteOptions> = (app, { feed }, done) => {
  const managerOnly = app.requireRole('ROLE_MANAGER');
  app.pagePreloads.add('main', () => feed.firstImages());
  app.pagePreloads.add('home', () => feed.firstImages());
  app.pagePreloads.add('feedViewPage', ({ id }) => feed.imageOf(Number(id)));
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
    (request) => feed.list(request.query, request.member),
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
    (request) => feed.get(request.params.id, request.member),
  );

  app.get(
    paths.feed.priceHistory,
    {
      schema: {
        tags: ['feed'],
        summary: "The prices seen for a deal's product, oldest first",
        description:
          '`lowest` of every observation, `usual` the median of the last 30 KST days\' prices (each day\'s last observation), `current` the deal\'s price, `isLowestPrice` the 역대최저 rule.',
        params: idParamSchema,
        response: { 200: priceHistorySchema, ...errorResponses(400, 404) },
      },
    },
    (request) => feed.priceHistory(request.params.id),
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
    (request) => feed.toggleLike(request.params.id, request.member!.id),
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
      const created = await feed.create(request.body, request.member!.id);
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
    (request) => feed.update(request.body),
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
      await feed.deleteImage(request.params.id);
      return reply.code(204).send(null);
    },
  );

  done();
};

export default fp(feedRoutes, {
  name: 'feed-routes',
  dependencies: ['auth', 'rate-limit', 'page-preloads'],
  encapsulate: true,
});
