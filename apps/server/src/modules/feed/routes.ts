import { feedListQuerySchema, feedListResponseSchema, paths } from '@akkyeo/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-schemas';
import { optionalAuthSecurity } from '../../plugins/openapi';
import { commentRoutes } from '../comment/routes';
import { listFeed } from './service';

/** The deal feed: GET /v1/feed/ (the deals issue adds detail, write, like, bookmark, comments). */
const feedRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  const deps = { db: app.db, cdnBaseUrl: app.config.cdnBaseUrl };

  app.get(
    paths.feed.list,
    {
      schema: {
        tags: ['feed'],
        summary: 'List deals, newest first',
        description:
          'Optional `keyword` matches name or market. `isBookmarked`/`isLiked` are for the caller.',
        security: optionalAuthSecurity,
        querystring: feedListQuerySchema,
        response: { 200: feedListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => listFeed(deps, request.query, request.member),
  );

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
