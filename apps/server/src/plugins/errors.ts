import { fieldErrorMessage, messages, type ErrorBody, type ErrorCode } from '@akkyeo/contracts';
import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  ResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

/** The contract's error body for a code; `message` defaults to the code's Korean text. */
export function errorBody(
  status: number,
  code: ErrorCode,
  message: string = messages.errors[code],
): ErrorBody {
  return { status, code, message };
}

/** Sends the contract's error body. */
export function sendError(reply: FastifyReply, body: ErrorBody): FastifyReply {
  return reply.code(body.status).type('application/json; charset=utf-8').send(body);
}

const CODE_BY_FASTIFY_CODE: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'MALFORMED_JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'MALFORMED_JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'MALFORMED_JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
};

/** Errors the multipart parser (busboy) throws without a status for a malformed request. */
const MULTIPART_PARSE_ERROR =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|Unsupported Content-Type\.|Missing Content-Type-header\.)$/;

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'LOGIN_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Maps any error to the contract's `{ status, code, message }`; 5xx never carry details. */
export function toErrorBody(error: FastifyError | Error): ErrorBody {
  if (error instanceof AppError) return errorBody(error.status, error.code, error.message);
  if (error instanceof ResponseSerializationError) return errorBody(500, 'INTERNAL_ERROR');
  if (hasZodFastifySchemaValidationErrors(error) || 'validation' in error) {
    return errorBody(400, 'VALIDATION_FAILED', validationMessage(error));
  }
  if (MULTIPART_PARSE_ERROR.test(error.message)) return errorBody(400, 'MALFORMED_REQUEST');
  const fastifyCode = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const mapped = fastifyCode ? CODE_BY_FASTIFY_CODE[fastifyCode] : undefined;
  if (mapped) return errorBody(mapped[0], mapped[1]);
  const status =
    'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    return errorBody(status, CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED');
  }
  if (status === 503) return errorBody(503, 'SERVICE_UNAVAILABLE');
  return errorBody(500, 'INTERNAL_ERROR');
}

const HANGUL = /[\uac00-\ud7a3]/;

/** A schema's own Korean message for the first invalid field, else one naming it in Korean. */
function validationMessage(error: FastifyError | Error): string {
  const first = (error as FastifyError).validation?.[0];
  if (first?.message && HANGUL.test(first.message)) return first.message;
  return fieldErrorMessage(invalidField(error), first && { ...first.params, code: first.keyword });
}

/** `size`, `items.0.name`; the request part (`body`) when the whole part is wrong. */
function invalidField(error: FastifyError | Error): string {
  const validation = (error as FastifyError).validation ?? [];
  const first = validation[0];
  const path = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return path || (error as FastifyError).validationContext || 'body';
}

/**
 * The one error handler: every error reply is `{ status, code, message }` with a Korean message.
 * 5xx are logged with their stack and answered with the generic message only.
 */
export default fp(
  (app, _opts, done) => {
    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      const body = toErrorBody(error);
      if (body.status >= 500) {
        request.log.error(
          { err: error },
          error instanceof ResponseSerializationError
            ? 'response does not match its schema'
            : 'request failed',
        );
      } else {
        request.log.info({ code: body.code, reason: error.message }, 'request rejected');
      }
      return sendError(reply, body);
    });
    done();
  },
  { name: 'errors' },
);
