import fp from 'fastify-plugin';

/** The instance's drain before it stops (docs/security.md, "Shutdown and drain"). */
export interface Drain {
  readonly draining: boolean;
  /** From now on /healthz answers 503 and every reply closes its connection. */
  start(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

/**
 * Decorates `app.drain`. While draining (and once close() has begun), every reply carries
 * `Connection: close`, so a client (or a balancer) opens its next connection elsewhere instead of
 * reusing one this instance will close, and no connection outlives the close as an idle one.
 */
export default fp(
  (app, _opts, done) => {
    let draining = false;
    app.decorate('drain', {
      get draining() {
        return draining;
      },
      start() {
        draining = true;
      },
    });
    app.addHook('preClose', (next) => {
      draining = true;
      next();
    });
    app.addHook('onSend', (request, reply, _payload, next) => {
      if (draining && request.raw.httpVersionMajor === 1) void reply.header('connection', 'close');
      next();
    });
    done();
  },
  { name: 'drain' },
);
