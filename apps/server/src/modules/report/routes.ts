import { idParamSchema, paths, reportCreateSchema, reportResponseSchema } from '@akkyeo/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-schemas';
import { authSecurity } from '../../plugins/openapi-security';
import { perMember } from '../../plugins/rate-limit';
import type { ReportService } from './service';

/** POST /v1/board/{id}/report: a member reports a post to the moderators. */
const reportRoutes: FastifyPluginCallbackZod<{ reports: ReportService }> = (
  app,
  { reports },
  done,
) => {
  const limit = app.rateLimit(perMember('report', app.config.rateLimits.reports, 3_600));
  app.post(
    paths.board.report,
    {
      onRequest: app.requireAuth,
      preHandler: limit,
      schema: {
        tags: ['board'],
        summary: 'Report a post',
        description:
          'One report per member and post: a repeat answers the same and adds nothing. ' +
          'Reporting one’s own post is a 403.',
        security: authSecurity,
        params: idParamSchema,
        body: reportCreateSchema.nullish(),
        response: { 200: reportResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => reports.report(request.member!, request.params.id, request.body?.reason ?? ''),
  );
  done();
};

export default fp(reportRoutes, {
  name: 'report-routes',
  dependencies: ['auth', 'rate-limit'],
  encapsulate: true,
});
