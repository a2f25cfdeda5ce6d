import {
  bookmarkListQuerySchema,
  bookmarkListResponseSchema,
  bookmarkToggleResponseSchema,
  idParamSchema,
  paths,
} from '@akkyeo/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-schemas';
import { authSecurity } from '../../plugins/openapi-security';
import { perMember } from '../../plugins/rate-limit';
import type { BookmarkService } from './service';

/** POST /v1/feed/{id}/bookmark and GET /v1/member/bookmark. */
const bookmarkRoutes: FastifyPluginCallbackZod<{ bookmarks: BookmarkService }> = (
  app,
  { bookmarks },
  done,
) => {
  const reactionLimit = app.rateLimit(perMember('reaction', app.config.rateLimits.reactions, 60));

  app.post(
    paths.feed.bookmark,
    {
      onRequest: app.requireAuth,
      preHandler: reactionLimit,
      schema: {
        tags: ['feed'],
        summary: "Toggle the caller's bookmark of a deal",
        security: authSecurity,
        params: idParamSchema,
        response: { 200: bookmarkToggleResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    (request) => bookmarks.toggle(request.params.id, request.member!.id),
  );

  app.get(
    paths.member.bookmark,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['member'],
        summary: "The caller's bookmarked deals, newest bookmark first",
        security: authSecurity,
        querystring: bookmarkListQuerySchema,
        response: { 200: bookmarkListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => bookmarks.list(request.member!.id, request.query),
  );
  done();
};

export default fp(bookmarkRoutes, {
  name: 'bookmark-routes',
  dependencies: ['auth', 'rate-limit'],
  encapsulate: true,
});
