import { errorBodySchema } from '@akkyeo/contracts';
import type { ZodType } from 'zod';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

/**
 * Response schemas of the error replies a route may give, for its `schema.response`;
 * 500 is always included: `response: { 200: okSchema, ...errorResponses(400, 401) }`.
 */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S | 500, typeof errorBodySchema> {
  const result = { 500: errorBodySchema } as Record<S | 500, typeof errorBodySchema>;
  for (const status of statuses) result[status] = errorBodySchema;
  return result;
}

/**
 * A body sent as JSON or as multipart/form-data (a JSON part and files): both in the OpenAPI
 * document. Fastify validates the JSON one with `json`; a multipart one is read by its handler
 * (lib/image-multipart.ts, checked against the same schema), described by `multipart`.
 */
export function jsonOrMultipartBody<J extends ZodType, M extends ZodType>(json: J, multipart: M) {
  return {
    content: {
      'application/json': { schema: json },
      'multipart/form-data': { schema: multipart },
    },
  };
}

/** A body sent as multipart/form-data only (read by its handler), documented by `parts`. */
export function multipartBody<M extends ZodType>(parts: M) {
  return { content: { 'multipart/form-data': { schema: parts } } };
}
