import {
  commentCreateRequestSchema,
  commentCreateResponseSchema,
  commentDeleteResponseSchema,
  commentPathSchema,
  idParamSchema,
  type CommentTarget,
} from '@akkyeo/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-schemas';
import { authSecurity } from '../../plugins/openapi-security';
import { perMember } from '../../plugins/rate-limit';
import type { AuthMember } from '../auth/tokens';
import type { CommentService } from './service';

export interface CommentRouteOptions {
  comments: CommentService;
  target: CommentTarget;
  /** POST path with an `:id` parameter, e.g. `/v1/feed/:id/comment`. */
  createPath: string;
  /** DELETE path with `:id` and `:commentId`. */
  deletePath: string;
  /** OpenAPI tag. */
  tag: string;
  /** Rejects a comment on a target the caller may not see (a hidden post): throws a 404. */
  assertVisible?: (targetId: number, member: AuthMember | null) => Promise<void>;
}

/** The comment write routes of one target (create and delete), both login-only. */
const commentRoutes: FastifyPluginCallbackZod<CommentRouteOptions> = (app, options, done) => {
  const { comments, target, tag } = options;
  const limit = app.rateLimit(perMember('comment', app.config.rateLimits.comments, 60));

  app.post(
    options.createPath,
    {
      onRequest: app.requireAuth,
      preHandler: limit,
      schema: {
        tags: [tag],
        summary: `Comment on a ${target} (parentId for a reply)`,
        security: authSecurity,
        params: idParamSchema,
        body: commentCreateRequestSchema,
        response: { 201: commentCreateResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await options.assertVisible?.(request.params.id, request.member);
      const memberId = request.member?.id ?? 0;
      const created = await comments.create(target, request.params.id, memberId, request.body);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    options.deletePath,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: [tag],
        summary: `Delete an own comment of a ${target}`,
        security: authSecurity,
        params: commentPathSchema,
        response: { 200: commentDeleteResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => {
      const { id, commentId } = request.params;
      return comments.remove(target, id, commentId, request.member!);
    },
  );
  done();
};

export default fp(commentRoutes, {
  name: 'comment-routes',
  dependencies: ['auth', 'rate-limit'],
  encapsulate: true,
});
