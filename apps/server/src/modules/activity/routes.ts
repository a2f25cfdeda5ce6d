import {
  myActivityQuerySchema,
  myCommentListResponseSchema,
  myPostListResponseSchema,
  paths,
} from '@akkyeo/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-schemas';
import { authSecurity } from '../../plugins/openapi';
import { listMyComments, listMyPosts, type ActivityDeps } from './service';

/** My activity: GET /v1/member/board (my posts) and GET /v1/member/comment (my comments). */
const activityRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  const deps: ActivityDeps = {
    db: app.db,
    cdnBaseUrl: app.config.cdnBaseUrl,
    cursors: app.cursors,
  };

  app.get(
    paths.member.board,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['member'],
        summary: "The caller's posts, newest first",
        description: 'Deleted posts are left out.',
        security: authSecurity,
        querystring: myActivityQuerySchema,
        response: { 200: myPostListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => listMyPosts(deps, request.member!.id, request.query),
  );

  app.get(
    paths.member.comment,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['member'],
        summary: "The caller's comments on deals and posts, newest first",
        description:
          'Deleted comments and comments on deleted posts are left out. `syntheticId` ' +
          "('deal-12', 'board-7') is unique across both kinds; `feedId` or `boardId` names the target.",
        security: authSecurity,
        querystring: myActivityQuerySchema,
        response: { 200: myCommentListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => listMyComments(deps, request.member!.id, request.query),
  );
  done();
};

export default activityRoutes;
