import type { FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createResponseSerializerCompiler } from './response-serializer';

/**
 * zod validates every request; replies are written by fast-json-stringify from the same schemas
 * (checked against zod under the test runner). Given as Fastify's compiler factories (typed there
 * for ajv and fast-json-stringify), so that Fastify never loads ajv for validation.
 */
export const zodSchemaController = {
  compilersFactory: {
    buildValidator: () => validatorCompiler,
    buildSerializer: () =>
      createResponseSerializerCompiler({ verify: process.env.NODE_ENV === 'test' }),
  },
} as unknown as FastifyServerOptions['schemaController'];
