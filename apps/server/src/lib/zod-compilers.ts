import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * zod validates and serializes every route. Given as Fastify's compiler factories (typed there for
 * ajv and fast-json-stringify), so that Fastify never loads ajv at all.
 */
export const zodSchemaController = {
  compilersFactory: {
    buildValidator: () => validatorCompiler,
    buildSerializer: () => serializerCompiler,
  },
} as unknown as FastifyServerOptions['schemaController'];
