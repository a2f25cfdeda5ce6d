import {
  blockedMemberSchema,
  blockListSchema,
  blockMemberParamSchema,
  muteIdParamSchema,
  muteInputSchema,
  muteListSchema,
  muteSchema,
  paths,
} from '@akkyeo/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http-schemas';
import { authSecurity } from '../../plugins/openapi-security';
import type { BlockService } from './service';

/** The caller's blocked members and muted words and stores. */
const blockRoutes: FastifyPluginCallbackZod<{ blocks: BlockService }> = (app, { blocks }, done) => {
  const common = { tags: ['member'], security: authSecurity };
  const memberId = (request: { member: { id: number } | null }) => request.member!.id;

  app.get(
    paths.member.blocks,
    {
      onRequest: app.requireAuth,
      preHandler: app.readBudget('lists'),
      schema: {
        ...common,
        summary: 'Members I blocked, newest block first',
        response: { 200: blockListSchema, ...errorResponses(401, 429) },
      },
    },
    (request) => blocks.blocks(memberId(request)),
  );

  app.post(
    paths.member.block,
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary:
          'Block a member: their posts, comments and the notifications they cause are hidden from me (they are not told; twice changes nothing)',
        params: blockMemberParamSchema,
        response: { 200: blockedMemberSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => blocks.block(memberId(request), request.params.memberId),
  );

  app.delete(
    paths.member.block,
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: 'Unblock a member',
        params: blockMemberParamSchema,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await blocks.unblock(memberId(request), request.params.memberId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    paths.member.mutes,
    {
      onRequest: app.requireAuth,
      preHandler: app.readBudget('lists'),
      schema: {
        ...common,
        summary: 'My muted words and stores, oldest first',
        response: { 200: muteListSchema, ...errorResponses(401, 429) },
      },
    },
    (request) => blocks.mutes(memberId(request)),
  );

  app.post(
    paths.member.mutes,
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary:
          'Mute a word (deals named with it) or a store (its deals): left out of my feed, search and keyword alerts; at most 50 in all; the same one again is a 200 with it',
        body: muteInputSchema,
        response: { 200: muteSchema, 201: muteSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { mute, created } = await blocks.mute(memberId(request), request.body);
      return reply.code(created ? 201 : 200).send(mute);
    },
  );

  app.delete(
    paths.member.mute,
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: 'Unmute one of my muted words or stores',
        params: muteIdParamSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await blocks.unmute(memberId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  done();
};

export default blockRoutes;
