import { messages, paths } from '@akkyeo/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/http-schemas';

const HEALTH_TIMEOUT_MS = 3_000;

const operatorSchema = z
  .object({
    trustProxy: z
      .union([z.literal(false), z.number(), z.string()])
      .describe('TRUST_PROXY as in effect: false, a hop count, or proxy addresses'),
    clientAddress: z.string().describe('The client address this request was counted under'),
    statementTimeoutMs: z.number(),
    shutdownDrainMs: z.number(),
  })
  .describe('Only for a caller on this host: loopback, with no forwarding header');

const healthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    operator: operatorSchema.optional(),
  })
  .meta({ id: 'Health' });

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** A request from this host itself, not relayed by a proxy (which would add a forwarding header). */
function fromOperator(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  return LOOPBACK.test(peer) && FORWARDING_HEADERS.every((name) => !request.headers[name]);
}

/**
 * GET /healthz: 200 when the database answers `select 1`, else 503 SERVICE_UNAVAILABLE; 503 too
 * while the instance drains before stopping. A caller on this host also reads the settings that
 * decide client addresses and shutdown (docs/security.md, "Proxy").
 */
const healthRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  const { config } = app;
  app.get(
    paths.ops.health,
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness and database check (503 while draining before a stop)',
        response: { 200: healthSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.drain.draining) throw new AppError(503, 'SERVICE_UNAVAILABLE', messages.ops.draining);
      try {
        await withTimeout(sql`select 1`.execute(app.db), HEALTH_TIMEOUT_MS);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        throw new AppError(503, 'SERVICE_UNAVAILABLE');
      }
      const health = { status: 'ok' as const, database: app.dbKind };
      if (!fromOperator(request)) return health;
      return {
        ...health,
        operator: {
          trustProxy: config.trustProxy,
          clientAddress: request.ip,
          statementTimeoutMs: config.statementTimeoutMs,
          shutdownDrainMs: config.shutdownDrainMs,
        },
      };
    },
  );
  done();
};

export default fp(healthRoutes, {
  name: 'health-routes',
  dependencies: ['drain'],
  encapsulate: true,
});

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
