import {
  myActivityQuerySchema,
  myCommentListResponseSchema,
  myPostListResponseSchema,
  paths,
} from '@akkyeo/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-schemas';
import { authSecurity } from '../../plugins/openapi-security';
import type { ActivityService } from './service';

/** My activity: GET /v1/member/board (my posts) and GET /v1/member/comment (my comments). */
const activityRoutes: FastifyPluginCallbackZod<{ activity: ActivityService }> = (
  app,
  { activity },
  done,
) => {
  app.get(
    paths.member.board,
    {
      onRequest: app.requireAuth,
      preHandler: app.readBudget('lists'),
      schema: {
        tags: ['member'],
        summary: "The caller's posts, newest first",
        description: 'Deleted posts are left out.',
        security: authSecurity,
        querystring: myActivityQuerySchema,
        response: { 200: myPostListResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    (request) => activity.posts(request.member!.id, request.query),
  );

  app.get(
    paths.member.comment,
    {
      onRequest: app.requireAuth,
      preHandler: app.readBudget('lists'),
      schema: {
        tags: ['member'],
        summary: "The caller's comments on deals and posts, newest first",
        description:
          'Deleted comments and comments on deleted posts are left out. `syntheticId` ' +
          "('deal-12', 'board-7') is unique across both kinds; `feedId` or `boardId` names the target.",
        security: authSecurity,
        querystring: myActivityQuerySchema,
        response: { 200: myCommentListResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    (request) => activity.comments(request.member!.id, request.query),
  );
  done();
};

export default fp(activityRoutes, {
  name: 'activity-routes',
  dependencies: ['auth'],
  encapsulate: true,
});
