import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

const HEADER = 'x-request-id';
const SAFE_ID = /^[\w.:-]{1,64}$/;

/** Fastify's `genReqId`: a caller's well-formed `X-Request-Id`, otherwise a new UUID. */
export function requestId(raw: IncomingMessage): string {
  const incoming = raw.headers[HEADER];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** Echoes the request id in `X-Request-Id` on every reply. */
export default fp(
  (app, _opts, done) => {
    app.addHook('onRequest', (request, reply, next) => {
      reply.header(HEADER, request.id);
      next();
    });
    done();
  },
  { name: 'request-id' },
);
