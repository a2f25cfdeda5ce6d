import {
  adminReportListQuerySchema,
  adminReportListResponseSchema,
  boardHiddenResponseSchema,
  boardHiddenSchema,
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
import type { ReportService } from '../report/service';

export interface AdminRouteOptions {
  reports: ReportService;
  board: BoardService;
}

/** The moderation queue for ROLE_ADMIN: reports, their resolution, hiding posts for everyone. */
const adminRoutes: FastifyPluginCallbackZod<AdminRouteOptions> = (
  app,
  { reports, board },
  done,
) => {
  const onlyAdmin = app.requireRole('ROLE_ADMIN');

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
  done();
};

export default fp(adminRoutes, {
  name: 'admin-routes',
  dependencies: ['auth'],
  encapsulate: true,
});
