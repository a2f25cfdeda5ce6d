import { fieldErrorMessage, messages, type ErrorBody, type ErrorCode } from '@akkyeo/contracts';
import type { FastifyError, FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  ResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { ImageSlotsBusyError } from '../lib/image-slots';
import { UploadTooLargeError } from '../lib/upload-spool';
import { RateLimitedError } from './rate-limit';

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

/**
 * PostgreSQL's refusals of a value (bad encoding, NUL, out of range, malformed text): bad input
 * that slipped past a schema is still the client's 400, never a 500.
 */
const INVALID_VALUE_SQLSTATES = new Set([
  '22001',
  '22003',
  '22007',
  '22008',
  '22021',
  '22P02',
  '22P05',
  '54000',
]);

/** PostgreSQL cancelled the statement (here: it ran past STATEMENT_TIMEOUT_MS). */
const QUERY_CANCELED = '57014';

function sqlState(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && !('statusCode' in error) ? code : undefined;
}

function isInvalidValueError(error: Error): boolean {
  const code = sqlState(error);
  return code !== undefined && INVALID_VALUE_SQLSTATES.has(code);
}

/** Maps any error to the contract's `{ status, code, message }`; 5xx never carry details. */
export function toErrorBody(error: FastifyError | Error): ErrorBody {
  if (error instanceof AppError) return errorBody(error.status, error.code, error.message);
  if (error instanceof ResponseSerializationError) return errorBody(500, 'INTERNAL_ERROR');
  if (hasZodFastifySchemaValidationErrors(error) || 'validation' in error) {
    return errorBody(400, 'VALIDATION_FAILED', validationMessage(error));
  }
  if (MULTIPART_PARSE_ERROR.test(error.message)) return errorBody(400, 'MALFORMED_REQUEST');
  if (isInvalidValueError(error)) return errorBody(400, 'VALIDATION_FAILED');
  if (sqlState(error) === QUERY_CANCELED) {
    return errorBody(503, 'SERVICE_UNAVAILABLE', messages.ops.statementTimeout);
  }
  if (error instanceof ImageSlotsBusyError) {
    return errorBody(503, 'SERVICE_UNAVAILABLE', messages.protection.imagesBusy);
  }
  if (error instanceof UploadTooLargeError) return errorBody(413, 'PAYLOAD_TOO_LARGE');
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

/** True when a message is fit to show a Korean user (schema libraries' own texts are English). */
export function isKorean(message: string | undefined): message is string {
  return message !== undefined && HANGUL.test(message);
}

/** A schema's own Korean message for the first invalid field, else one naming it in Korean. */
function validationMessage(error: FastifyError | Error): string {
  const first = (error as FastifyError).validation?.[0];
  if (isKorean(first?.message)) return first.message;
  return fieldErrorMessage(invalidField(error), first && { ...first.params, code: first.keyword });
}

/** `size`, `items.0.name`; the request part (`body`) when the whole part is wrong. */
function invalidField(error: FastifyError | Error): string {
  const validation = (error as FastifyError).validation ?? [];
  const first = validation[0];
  const path = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return path || (error as FastifyError).validationContext || 'body';
}

/** Node's parser errors before a request exists (431 for headers or URL over the limit, else 400). */
function clientErrorBody(error: NodeJS.ErrnoException): ErrorBody {
  if (error.code === 'HPE_HEADER_OVERFLOW') return errorBody(431, 'HEADERS_TOO_LARGE');
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return errorBody(408, 'MALFORMED_REQUEST', messages.app.requestTimeout);
  }
  return errorBody(400, 'MALFORMED_REQUEST');
}

/**
 * Fastify's `clientErrorHandler`: answers a request node could not parse (oversized headers,
 * a bad request line, conflicting Content-Length / Transfer-Encoding) with the contract's body.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = clientErrorBody(error);
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${body.status} ${STATUS_CODES[body.status] ?? ''}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      'Connection: close\r\n\r\n' +
      json,
  );
}

/**
 * The one error handler: every error reply is `{ status, code, message }` with a Korean message.
 * 5xx are logged with their stack and answered with the generic message only.
 */
export default fp(
  (app, _opts, done) => {
    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      const body = toErrorBody(error);
      if (error instanceof RateLimitedError) {
        void reply.header('retry-after', String(error.retryAfterSeconds));
      }
      if (
        (error instanceof AppError || error instanceof ImageSlotsBusyError) &&
        body.status >= 500
      ) {
        request.log.debug({ code: body.code }, 'request answered with a deliberate 5xx');
      } else if (body.status >= 500) {
        request.log.error(
          { err: error },
          error instanceof ResponseSerializationError
            ? 'response does not match its schema'
            : 'request failed',
        );
      } else {
        request.log.info({ code: body.code, reason: error.message }, 'request rejected');
      }
      // Refused before its body was read (an oversized or wrong upload): the rest of that body is
      // not worth reading, and a connection left mid-body would hold up a graceful close.
      if (!request.raw.complete) void reply.header('connection', 'close');
      return sendError(reply, body);
    });
    done();
  },
  { name: 'errors' },
);
