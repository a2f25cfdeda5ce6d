import { paths } from '@akkyeo/contracts';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry; modules add their own metrics to it. */
    metrics: Registry;
  }
}

/** Prometheus metrics at /metrics: process defaults plus request durations by route and status. */
export default fp(
  (app, _opts, done) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration in seconds, by method, route and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.decorate('metrics', registry);

    app.addHook('onResponse', (request, reply, next) => {
      duration.observe(
        {
          method: request.method,
          route: request.is404 ? 'not_found' : (request.routeOptions.url ?? 'unknown'),
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      next();
    });

    app.get(paths.ops.metrics, { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
    done();
  },
  { name: 'metrics' },
);
