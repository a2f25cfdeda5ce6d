import { idParamSchema } from '@akkyeo/contracts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../lib/http-schemas';
import { authSecurity } from './openapi-security';
import { perMember } from './rate-limit';

interface ReactionSchema<Response> {
  tags: string[];
  summary: string;
  description?: string;
  /** The 200 reply. */
  response: Response;
}

/**
 * The options of a member's reaction to one deal or post by `:id` (like, bookmark, hide,
 * 종료됐어요): logged in, counted against the one reactions budget a minute shared by every such
 * route, and a 404 for a missing target.
 */
export function reactionRoute<Response>(
  app: Pick<FastifyInstance, 'config' | 'rateLimit' | 'requireAuth'>,
  { response, ...schema }: ReactionSchema<Response>,
) {
  return {
    onRequest: app.requireAuth,
    preHandler: app.rateLimit(perMember('reaction', app.config.rateLimits.reactions, 60)),
    schema: {
      ...schema,
      security: authSecurity,
      params: idParamSchema,
      response: { 200: response, ...errorResponses(400, 401, 404, 429) },
    },
  };
}
