import {
  commentCreateRequestSchema,
  commentCreateResponseSchema,
  commentDeleteResponseSchema,
  commentPathSchema,
  idParamSchema,
  type CommentTarget,
} from '@akkyeo/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-schemas';
import { authSecurity } from '../../plugins/openapi';
import { perMember } from '../../plugins/rate-limit';
import { createCommentService } from './service';

export interface CommentRouteOptions {
  target: CommentTarget;
  /** POST path with an `:id` parameter, e.g. `/v1/feed/:id/comment`. */
  createPath: string;
  /** DELETE path with `:id` and `:commentId`. */
  deletePath: string;
  /** OpenAPI tag. */
  tag: string;
}

/** The comment write routes of one target (create and delete), both login-only. */
export function commentRoutes(options: CommentRouteOptions): FastifyPluginCallbackZod {
  const { target, tag } = options;
  return (app, _opts, done) => {
    const comments = createCommentService({ db: app.db, cdnBaseUrl: app.config.cdnBaseUrl });
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
}
