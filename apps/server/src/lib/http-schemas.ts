import { errorBodySchema } from '@akkyeo/contracts';

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
