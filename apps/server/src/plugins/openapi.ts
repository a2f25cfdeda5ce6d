import { paths } from '@akkyeo/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';

/** Response headers the docs app's reply carries over (the rest are this reply's own). */
const DROPPED_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

/**
 * The OpenAPI 3.1 document built from the routes' zod schemas: UI at /docs, JSON at /docs/json.
 * The document and its UI are built from the app's route table on the first request under /docs
 * (openapi-docs.ts), so starting the server does not load them.
 */
export default fp<{ config: Config }>(
  (app, { config }, done) => {
    const isDocumented = (route: RouteOptions) =>
      route.method !== 'HEAD' &&
      route.url !== paths.ops.docs &&
      !route.url.startsWith(`${paths.ops.docs}/`);

    let docs: Promise<FastifyInstance> | undefined;
    const docsApp = () => {
      docs ??= import('./openapi-docs')
        .then(({ buildDocsApp }) => buildDocsApp(config, app.routeTable.filter(isDocumented)))
        .catch((error: unknown) => {
          docs = undefined;
          throw error;
        });
      return docs;
    };
    const serve = async (request: FastifyRequest, reply: FastifyReply) => {
      const response = await (
        await docsApp()
      ).inject({
        method: request.method as 'GET' | 'HEAD',
        url: request.url,
        headers: request.headers,
      });
      if (response.statusCode === 404) throw new AppError(404, 'NOT_FOUND');
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined && !DROPPED_HEADERS.has(name)) reply.header(name, value);
      }
      return reply.code(response.statusCode).send(response.rawPayload);
    };
    app.get(paths.ops.docs, { schema: { hide: true } }, serve);
    app.get(`${paths.ops.docs}/*`, { schema: { hide: true } }, serve);
    app.addHook('onClose', async () => {
      await (await docs?.catch(() => undefined))?.close();
    });
    done();
  },
  { name: 'openapi' },
);
