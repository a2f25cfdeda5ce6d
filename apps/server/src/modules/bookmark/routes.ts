import {
  bookmarkListQuerySchema,
  bookmarkListResponseSchema,
  bookmarkToggleResponseSchema,
  paths,
} from '@akkyeo/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-schemas';
import { authSecurity } from '../../plugins/openapi-security';
import { reactionRoute } from '../../plugins/reaction-route';
import type { BookmarkService } from './service';

/** POST /v1/feed/{id}/bookmark and GET /v1/member/bookmark. */
const bookmarkRoutes: FastifyPluginCallbackZod<{ bookmarks: BookmarkService }> = (
  app,
  { bookmarks },
  done,
) => {
  app.post(
    paths.feed.bookmark,
    reactionRoute(app, {
      tags: ['feed'],
      summary: "Toggle the caller's bookmark of a deal",
      response: bookmarkToggleResponseSchema,
    }),
    (request) => bookmarks.toggle(request.params.id, request.member!.id),
  );

  app.get(
    paths.member.bookmark,
    {
      onRequest: app.requireAuth,
      preHandler: app.readBudget('lists'),
      schema: {
        tags: ['member'],
        summary: "The caller's bookmarked deals, newest bookmark first",
        security: authSecurity,
        querystring: bookmarkListQuerySchema,
        response: { 200: bookmarkListResponseSchema, ...errorResponses(400, 401, 429) },
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
