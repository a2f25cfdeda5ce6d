import { z } from './zod';

/** Stable English identifiers of every error reply. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'MALFORMED_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'LOGIN_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'DUPLICATE_ID',
  'DUPLICATE_EMAIL',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  'DUPLICATE_NICKNAME',
  'LOGIN_FAILED',
  'CURRENT_PASSWORD_MISMATCH',
  'INVALID_RESET_TOKEN',
  'KAKAO_LOGIN_FAILED',
  'KAKAO_UNAVAILABLE',
  'INVALID_IMAGE',
  'LINK_PREVIEW_FAILED',
  'URL_NOT_ALLOWED',
  'HEADERS_TOO_LARGE',
  'INVALID_CURSOR',
  'PAGE_TOO_DEEP',
  'ALERT_RULE_LIMIT',
  'DUPLICATE_ALERT_RULE',
  'INVALID_UNLOCK_TOKEN',
  'TIP_ALREADY_HANDLED',
  'TIP_EDITED_MEANWHILE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every non-2xx reply: `message` is Korean and fit to show a user. */
export const errorBodySchema = z
  .object({
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}
