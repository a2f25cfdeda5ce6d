import { OPS_TOKEN_HEADER, partnerImportResultSchema, paths } from '@akkyeo/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { PartnerService } from './partner-service';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/http-schemas';
import type { AuthHook } from '../auth/plugin';
import { authSecurity } from '../../plugins/openapi-security';
import { CoupangApiError } from './coupang-errors';
import { isPartnerImportToken } from './import-token';

const OPS_HEADER = OPS_TOKEN_HEADER.toLowerCase();

/** On-demand gold-box import, for managers, admins and `npm run partner:import`. */
const partnerRoutes: FastifyPluginCallbackZod<{ partner: PartnerService }> = (
  app,
  { partner },
  done,
) => {
  const managers = app.requireRole('ROLE_MANAGER', 'ROLE_ADMIN');
  const operatorOrManager: AuthHook = (request, reply, next) => {
    const token = request.headers[OPS_HEADER];
    if (typeof token !== 'string' || token === '') return managers(request, reply, next);
    next(
      isPartnerImportToken(app.config.jwtSecret, token)
        ? undefined
        : new AppError(401, 'LOGIN_REQUIRED'),
    );
  };

  app.post(
    paths.partner.import,
    {
      onRequest: operatorOrManager,
      schema: {
        tags: ['partner'],
        summary: 'Run the Coupang gold-box import now',
        description: `For ROLE_MANAGER or ROLE_ADMIN, or with the operator token in \`${OPS_TOKEN_HEADER}\` (what \`npm run partner:import\` sends). Runs once across instances: \`skipped\` when an import is already running. 503 when no Coupang keys are configured or the API fails (the server log says why).`,
        security: authSecurity,
        response: { 200: partnerImportResultSchema, ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      if (!partner.enabled) throw new AppError(503, 'SERVICE_UNAVAILABLE');
      try {
        return await partner.importGoldBox();
      } catch (error) {
        if (!(error instanceof CoupangApiError)) throw error;
        request.log.error({ kind: error.kind, status: error.status }, error.message);
        throw new AppError(503, 'SERVICE_UNAVAILABLE');
      }
    },
  );
  done();
};

export default fp(partnerRoutes, {
  name: 'partner-routes',
  dependencies: ['auth'],
  encapsulate: true,
});
