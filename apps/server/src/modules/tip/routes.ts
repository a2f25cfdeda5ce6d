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
  tipEditRequestSchema,
  tipEditUploadRequestSchema,
  tipRequestSchema,
  tipSchema,
  tipUploadRequestSchema,
} from '@akkyeo/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses, jsonOrMultipartBody } from '../../lib/http-schemas';
import { withJsonOrImageMultipart, type UploadedFile } from '../../lib/image-multipart';
import { authSecurity } from '../../plugins/openapi-security';
import { tipPictureRules } from './picture';
import type { TipService } from './service';

const PICTURE_DESCRIPTION =
  'JSON, or multipart/form-data: the same body as the `json` part, then at most one `image` ' +
  'file (10 MB and 40 megapixels; JPEG, PNG, WebP, GIF or AVIF, checked from its bytes), ' +
  'which takes the place of `image`, the address. ';

/**
 * Runs `work` on a tip's body: JSON, or multipart (the `json` part checked against the same schema
 * as it arrives, the picture spooled and checked; temporary files removed afterwards).
 */
function withTipBody<S extends z.ZodType, R>(
  request: FastifyRequest,
  schema: S,
  work: (body: z.output<S>, file: UploadedFile | undefined) => Promise<R>,
): Promise<R> {
  return withJsonOrImageMultipart(request, schema, tipPictureRules, (upload) =>
    work(upload.json, upload.files[0]),
  );
}

/** The schema every manager's decision on one tip shares: its id in, the tip out. */
const decisionSchema = <B extends object>(summary: string, extra: B) => ({
  tags: ['admin'],
  summary,
  security: authSecurity,
  params: tipIdParamSchema,
  response: { 200: tipSchema, ...errorResponses(400, 401, 403, 404, 409) },
  ...extra,
});

/**
 * 제보: a member's tips (send, read, edit, withdraw, 내 제보, the duplicate check) and the
 * managers' queue (게시, 반려, 중복으로 연결, 게시 취소).
 */
const tipRoutes: FastifyPluginAsyncZod<{ tips: TipService }> = async (app, { tips }) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const managers = app.requireRole('ROLE_MANAGER');

  app.post(
    paths.feed.tip,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['tip'],
        summary: 'Send a 제보 (a deal the member found)',
        description:
          PICTURE_DESCRIPTION +
          'Queued for the managers, or published at once for a trusted finder (`autoPublished`). ' +
          '10 a KST day (3 for accounts younger than 24 hours), withdrawn and rejected ones ' +
          'included: 429 with Retry-After past it (and no picture stored).',
        security: authSecurity,
        body: jsonOrMultipartBody(tipRequestSchema, tipUploadRequestSchema),
        response: { 201: tipSchema, ...errorResponses(400, 401, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const tip = await withTipBody(request, tipRequestSchema, (body, file) =>
        tips.send(request.member!.id, body, file),
      );
      return reply.code(201).send(tip);
    },
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
        description:
          PICTURE_DESCRIPTION +
          'An uploaded picture stays unless a new file replaces it or `removePicture` drops it; ' +
          'the file it replaces is deleted. 409 once a manager decided it.',
        security: authSecurity,
        params: tipIdParamSchema,
        body: jsonOrMultipartBody(tipEditRequestSchema, tipEditUploadRequestSchema),
        response: { 200: tipSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 429, 503) },
      },
    },
    (request) =>
      withTipBody(request, tipEditRequestSchema, (body, file) =>
        tips.edit(request.member!.id, request.params.id, body, file),
      ),
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
      schema: decisionSchema('Publish a 제보 as a deal, with any field edited', {
        description:
          'The deal and the decision are one transaction; an uploaded picture is copied for the ' +
          'deal. 409 TIP_ALREADY_HANDLED when another manager decided the tip first; 409 ' +
          'TIP_EDITED_MEANWHILE when its finder edited it after `seenUpdatedAt` (its `updatedAt` ' +
          'as the manager saw it).',
        body: tipPublishRequestSchema,
      }),
    },
    (request) => tips.publish(request.params.id, request.member!.id, request.body),
  );

  app.post(
    paths.admin.rejectTip,
    {
      onRequest: managers,
      schema: decisionSchema('Reject a 제보 with a reason (a note for OTHER)', {
        description: 'An uploaded picture is deleted.',
        body: tipRejectRequestSchema,
      }),
    },
    (request) => tips.reject(request.params.id, request.member!.id, request.body),
  );

  app.post(
    paths.admin.linkTip,
    {
      onRequest: managers,
      schema: decisionSchema('Link a 제보 to the open deal it duplicates', {
        description:
          "`postAsComment` posts the finder's text as their comment on that deal. An uploaded " +
          'picture is deleted.',
        body: tipLinkRequestSchema,
      }),
    },
    (request) => tips.link(request.params.id, request.member!.id, request.body),
  );

  app.post(
    paths.admin.unpublishTip,
    {
      onRequest: managers,
      schema: decisionSchema(
        "Unpublish a trusted finder's 바로 게시: the deal is removed, the tip waits again",
        {},
      ),
    },
    (request) => tips.unpublish(request.params.id),
  );
};

export default fp(tipRoutes, {
  name: 'tip-routes',
  dependencies: ['auth', 'rate-limit'],
  encapsulate: true,
});
