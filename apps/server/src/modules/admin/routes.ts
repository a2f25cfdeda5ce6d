import {
  adminEndedReportListQuerySchema,
  adminEndedReportListResponseSchema,
  adminReportListQuerySchema,
  adminReportListResponseSchema,
  boardHiddenResponseSchema,
  boardHiddenSchema,
  endedReviewResponseSchema,
  idParamSchema,
  paths,
  reportResolveResponseSchema,
  reportResolveSchema,
} from '@akkyeo/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-schemas';
import { authSecurity } from '../../plugins/openapi-security';
import type { BoardService } from '../board/service';
import type { FeedService } from '../feed/service';
import type { ReportService } from '../report/service';

export interface AdminRouteOptions {
  reports: ReportService;
  board: BoardService;
  endedReports: FeedService['endedReports'];
}

/**
 * The moderation queues: post reports for ROLE_ADMIN (their resolution, hiding posts for
 * everyone), and deals' 종료 신고 for managers (종료 확정, 다시 열기).
 */
const adminRoutes: FastifyPluginCallbackZod<AdminRouteOptions> = (
  app,
  { reports, board, endedReports },
  done,
) => {
  const onlyAdmin = app.requireRole('ROLE_ADMIN');
  const managers = app.requireRole('ROLE_MANAGER');

  app.get(
    paths.admin.reports,
    {
      onRequest: onlyAdmin,
      preHandler: app.readBudget('lists'),
      schema: {
        tags: ['admin'],
        summary: 'Reports in one status (OPEN by default), newest first',
        security: authSecurity,
        querystring: adminReportListQuerySchema,
        response: { 200: adminReportListResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (request) => reports.list(request.query),
  );

  app.post(
    paths.admin.resolveReport,
    {
      onRequest: onlyAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Resolve a report: HIDE the post for everyone, or DISMISS',
        description: 'Closes every open report of the same post. 409 when it is no longer open.',
        security: authSecurity,
        params: idParamSchema,
        body: reportResolveSchema,
        response: { 200: reportResolveResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => reports.resolve(request.member!, request.params.id, request.body),
  );

  app.put(
    paths.admin.boardHidden,
    {
      onRequest: onlyAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Hide or show a post for everyone',
        security: authSecurity,
        params: idParamSchema,
        body: boardHiddenSchema,
        response: { 200: boardHiddenResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => board.moderate(request.params.id, request.body.hidden),
  );

  app.get(
    paths.admin.endedReports,
    {
      onRequest: managers,
      schema: {
        tags: ['admin'],
        summary: 'The 종료 신고 queue: deals with open 종료됐어요 reports, the latest report first',
        description:
          'Each deal with who ended it (if ended) and its open reports, newest first: the member, ' +
          "when, whether the report counts toward ending, and the member's standing now.",
        security: authSecurity,
        querystring: adminEndedReportListQuerySchema,
        response: { 200: adminEndedReportListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => endedReports.list(request.query),
  );

  for (const [path, action, summary] of [
    [
      paths.admin.confirmEnded,
      'confirm',
      '종료 확정: end the reported deal (if open) and close its reports',
    ],
    [
      paths.admin.reopenEnded,
      'reopen',
      "다시 열기: reopen the reported deal and close its reports; its reporters' next reports count for nothing",
    ],
  ] as const) {
    app.post(
      path,
      {
        onRequest: managers,
        schema: {
          tags: ['admin'],
          summary,
          description: '`id` is the deal. 409 when it has no open report (handled already).',
          security: authSecurity,
          params: idParamSchema,
          response: {
            200: endedReviewResponseSchema,
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
      },
      (request) => endedReports.review(request.params.id, action),
    );
  }
  done();
};

export default fp(adminRoutes, {
  name: 'admin-routes',
  dependencies: ['auth'],
  encapsulate: true,
});
