import { AUTH_HEADER, paths } from '@akkyeo/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config';

/** Name of the security scheme routes list in `schema.security`. */
export const AUTH_SCHEME = 'authToken';

type Security = { [scheme: string]: string[] }[];

/** `schema.security` of a route that serves anonymous callers too. */
export const optionalAuthSecurity: Security = [{}, { [AUTH_SCHEME]: [] }];
/** `schema.security` of a route that requires login. */
export const authSecurity: Security = [{ [AUTH_SCHEME]: [] }];

/** The OpenAPI 3.1 document built from the routes' zod schemas: UI at /docs, JSON at /docs/json. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(swagger, {
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
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: paths.ops.docs,
      theme: { title: '아껴라껴 API' },
    });
  },
  { name: 'openapi' },
);
