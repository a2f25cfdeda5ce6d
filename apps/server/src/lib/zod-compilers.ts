import type { FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createResponseSerializerCompiler } from './response-serializer';

type ValidatorRoute = Parameters<typeof validatorCompiler>[0] & { contentType?: string };

/**
 * A multipart body's schema documents its parts; the body itself is streamed by the handler,
 * which checks each part as it arrives (lib/image-multipart.ts), so Fastify lets it through.
 */
const bodyValidatorCompiler = (route: ValidatorRoute) =>
  route.httpPart === 'body' && route.contentType === 'multipart/form-data'
    ? (data: unknown) => ({ value: data })
    : validatorCompiler(route);

/**
 * zod validates every request; replies are written by fast-json-stringify from the same schemas
 * (checked against zod under the test runner). Given as Fastify's compiler factories (typed there
 * for ajv and fast-json-stringify), so that Fastify never loads ajv for validation.
 */
export const zodSchemaController = {
  compilersFactory: {
    buildValidator: () => bodyValidatorCompiler,
    buildSerializer: () =>
      createResponseSerializerCompiler({ verify: process.env.NODE_ENV === 'test' }),
  },
} as unknown as FastifyServerOptions['schemaController'];
