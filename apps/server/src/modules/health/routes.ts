import { paths } from '@akkyeo/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/http-schemas';

const HEALTH_TIMEOUT_MS = 3_000;

const healthSchema = z
  .object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })
  .meta({ id: 'Health' });

/** GET /healthz: 200 when the database answers `select 1`, else 503 SERVICE_UNAVAILABLE. */
const healthRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.get(
    paths.ops.health,
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await withTimeout(sql`select 1`.execute(app.db), HEALTH_TIMEOUT_MS);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        throw new AppError(503, 'SERVICE_UNAVAILABLE');
      }
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
  done();
};

export default fp(healthRoutes, { name: 'health-routes', encapsulate: true });

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
