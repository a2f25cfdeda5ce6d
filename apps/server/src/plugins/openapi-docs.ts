import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { AUTH_HEADER, paths } from '@akkyeo/contracts';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { zodSchemaController } from '../lib/zod-compilers';
import { AUTH_SCHEME } from './openapi-security';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type BodyContent = Record<string, { schema: unknown }>;

const contentOf = (body: unknown): BodyContent | undefined =>
  typeof body === 'object' && body !== null && 'content' in body
    ? (body.content as BodyContent)
    : undefined;

/**
 * The zod provider's transform, also for a body declared by content type (JSON or multipart:
 * lib/http-schemas.ts, jsonOrMultipartBody): each type's schema is converted on its own.
 */
function transform(document: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const content = contentOf(document.schema?.body);
  if (!content) return jsonSchemaTransform(document);
  const converted: BodyContent = {};
  for (const [type, { schema }] of Object.entries(content)) {
    const one = jsonSchemaTransform({ ...document, schema: { body: schema } });
    converted[type] = { schema: (one.schema as { body: unknown }).body };
  }
  const rest = jsonSchemaTransform({
    ...document,
    schema: { ...document.schema, body: undefined },
  });
  return { ...rest, schema: { ...rest.schema, body: { content: converted } } };
}

/** The app's routes are declared here for their schemas only: a request that matches one is not for the docs. */
const notServed = (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();

/**
 * A Fastify instance of its own that serves the API docs (@fastify/swagger and its UI under
 * /docs) for the app's `routes`, declared again there with the same schemas.
 */
export async function buildDocsApp(
  config: Config,
  routes: RouteOptions[],
): Promise<FastifyInstance> {
  const docs = Fastify({ logger: false, schemaController: zodSchemaController });
  await docs.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '아껴라껴 API',
        description:
          'Hot-deal feed and community board. Every error reply is `{ status, code, message }`.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          [AUTH_SCHEME]: { type: 'apiKey', in: 'header', name: AUTH_HEADER },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await docs.register(swaggerUi, { routePrefix: paths.ops.docs, theme: { title: '아껴라껴 API' } });
  for (const { method, url, schema, config: routeConfig, constraints } of routes) {
    docs.route({ method, url, schema, config: routeConfig, constraints, handler: notServed });
  }
  await docs.ready();
  return docs;
}
