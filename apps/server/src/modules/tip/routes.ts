import {
  adminTipListQuerySchema,
  adminTipListResponseSchema,
  pageQuerySchema,
  paths,
  tipDuplicatesQuerySchema,
  tipDuplicatesResponseSchema,
  tipIdParamSchema,
  tipLinkRequestSchema,
  tipListResponseSchema,
  tipPublishRequestSchema,
  tipRejectRequestSchema,
  tipRequestSchema,
  tipSchema,
} from '@akkyeo/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-schemas';
import { authSecurity } from '../../plugins/openapi-security';
import type { TipService } from './service';

/**
 * 제보: a member's tips (send, read, edit, withdraw, 내 제보, the duplicate check) and the
 * managers' queue (게시, 반려, 중복으로 연결, 게시 취소).
 */
const tipRoutes: FastifyPluginCallbackZod<{ tips: TipService }> = (app, { tips }, done) => {
  const managers = app.requireRole('ROLE_MANAGER');

  app.post(
    paths.feed.tip,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['tip'],
        summary: 'Send a 제보 (a deal the member found)',
        description:
          'Queued for the managers, or published at once for a trusted finder (`autoPublished`). ' +
          '10 a KST day (3 for accounts younger than 24 hours), withdrawn and rejected ones ' +
          'included: 429 with Retry-After past it.',
        security: authSecurity,
        body: tipRequestSchema,
        response: { 201: tipSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await tips.send(request.member!.id, request.body)),
  );

  app.get(
    paths.feed.tipDuplicates,
    {
      onRequest: app.requireAuth,
      preHandler: app.readBudget('lists'),
      schema: {
        tags: ['tip'],
        summary: 'Open deals of the same product from the last 7 days (before sending a 제보)',
        description:
          'The same product: its price-history key (the product id, or the URL without tracking parameters).',
        security: authSecurity,
        querystring: tipDuplicatesQuerySchema,
        response: { 200: tipDuplicatesResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    (request) => tips.duplicates(request.query.url),
  );

  app.get(
    paths.feed.tipOne,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['tip'],
        summary: "One of the caller's 제보",
        security: authSecurity,
        params: tipIdParamSchema,
        response: { 200: tipSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => tips.get(request.member!.id, request.params.id),
  );

  app.put(
    paths.feed.tipOne,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['tip'],
        summary: "Edit one of the caller's 제보 while it waits for review",
        description: '409 once a manager decided it.',
        security: authSecurity,
        params: tipIdParamSchema,
        body: tipRequestSchema,
        response: { 200: tipSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => tips.edit(request.member!.id, request.params.id, request.body),
  );

  app.delete(
    paths.feed.tipOne,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['tip'],
        summary: "Withdraw one of the caller's 제보 while it waits for review",
        description:
          'It stays in 내 제보 as 취소됨 and counts toward the day’s limit. 409 once decided.',
        security: authSecurity,
        params: tipIdParamSchema,
        response: { 200: tipSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => tips.withdraw(request.member!.id, request.params.id),
  );

  app.get(
    paths.member.tips,
    {
      onRequest: app.requireAuth,
      preHandler: app.readBudget('lists'),
      schema: {
        tags: ['tip'],
        summary: '내 제보: the caller’s tips, newest first',
        security: authSecurity,
        querystring: pageQuerySchema,
        response: { 200: tipListResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    (request) => tips.mine(request.member!.id, request.query),
  );

  app.get(
    paths.admin.tips,
    {
      onRequest: managers,
      preHandler: app.readBudget('lists'),
      schema: {
        tags: ['admin'],
        summary: 'The 제보 queue (managers): pending oldest first, other statuses newest first',
        description:
          "Each tip with its finder's record (published, rejected) and the open deals of the same product; `pendingCount` for the badge.",
        security: authSecurity,
        querystring: adminTipListQuerySchema,
        response: { 200: adminTipListResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (request) => tips.queue(request.query),
  );

  app.post(
    paths.admin.publishTip,
    {
      onRequest: managers,
      schema: {
        tags: ['admin'],
        summary: 'Publish a 제보 as a deal, with any field edited',
        description:
          'The deal and the decision are one transaction; 409 when another manager decided the tip first.',
        security: authSecurity,
        params: tipIdParamSchema,
        body: tipPublishRequestSchema,
        response: { 200: tipSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => tips.publish(request.params.id, request.member!.id, request.body),
  );

  app.post(
    paths.admin.rejectTip,
    {
      onRequest: managers,
      schema: {
        tags: ['admin'],
        summary: 'Reject a 제보 with a reason (a note for OTHER)',
        security: authSecurity,
        params: tipIdParamSchema,
        body: tipRejectRequestSchema,
        response: { 200: tipSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => tips.reject(request.params.id, request.member!.id, request.body),
  );

  app.post(
    paths.admin.linkTip,
    {
      onRequest: managers,
      schema: {
        tags: ['admin'],
        summary: 'Link a 제보 to the open deal it duplicates',
        description: "`postAsComment` posts the finder's text as their comment on that deal.",
        security: authSecurity,
        params: tipIdParamSchema,
        body: tipLinkRequestSchema,
        response: { 200: tipSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => tips.link(request.params.id, request.member!.id, request.body),
  );

  app.post(
    paths.admin.unpublishTip,
    {
      onRequest: managers,
      schema: {
        tags: ['admin'],
        summary: "Unpublish a trusted finder's 바로 게시: the deal is removed, the tip waits again",
        security: authSecurity,
        params: tipIdParamSchema,
        response: { 200: tipSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => tips.unpublish(request.params.id),
  );

  done();
};

export default fp(tipRoutes, {
  name: 'tip-routes',
  dependencies: ['auth', 'rate-limit'],
  encapsulate: true,
});
