import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer as production runs one in front of several instances: round-robin over
 * the backends whose /healthz answered 200 at the last check, keep-alive connections to them, an
 * instance taken out on a 503 or a refused connection, and no retry of anything sent (a request
 * whose backend fails answers 502).
 */
export interface Balancer {
  url: string;
  /** Whether the last health check of the backend on `port` passed. */
  healthy(port: number): boolean;
  /** Resolves once the backend on `port` is in (`true`) or out (`false`) of the rotation. */
  until(port: number, healthy: boolean): Promise<void>;
  close(): Promise<void>;
}

const CHECK_EVERY_MS = 100;
const CHECK_TIMEOUT_MS = 1_000;

export async function startBalancer(ports: number[]): Promise<Balancer> {
  const state = new Map(ports.map((port) => [port, false]));
  const waiters = new Set<() => void>();
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  let stopped = false;

  const check = async (port: number) => {
    const healthy = await new Promise<boolean>((done) => {
      const probe = httpRequest(
        { host: '127.0.0.1', port, path: '/healthz', timeout: CHECK_TIMEOUT_MS, agent: false },
        (reply) => {
          reply.resume();
          done(reply.statusCode === 200);
        },
      );
      probe.on('timeout', () => probe.destroy());
      probe.on('error', () => done(false));
      probe.end();
    });
    state.set(port, healthy);
    waiters.forEach((wake) => wake());
  };
  const loop = async () => {
    while (!stopped) {
      await Promise.all(ports.map(check));
      await new Promise((done) => setTimeout(done, CHECK_EVERY_MS));
    }
  };
  await Promise.all(ports.map(check));
  const checking = loop();

  const pick = (): number | undefined => {
    for (let i = 0; i < ports.length; i++) {
      const port = ports[next++ % ports.length]!;
      if (state.get(port)) return port;
    }
    return undefined;
  };

  const fail = (response: ServerResponse, status: number) => {
    if (response.headersSent) return void response.destroy();
    response.writeHead(status, { 'content-type': 'text/plain' }).end(`balancer: ${status}`);
  };

  const forward = (request: IncomingMessage, response: ServerResponse) => {
    const port = pick();
    if (port === undefined) return fail(response, 503);
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress },
        agent,
      },
      (reply) => {
        if (reply.statusCode === 503) state.set(port, false);
        const headers = { ...reply.headers };
        delete headers.connection;
        delete headers['keep-alive'];
        response.writeHead(reply.statusCode ?? 502, headers);
        reply.pipe(response);
        reply.on('error', () => response.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') state.set(port, false);
      fail(response, 502);
    });
    request.pipe(upstream);
  };

  const server: Server = createServer(forward);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    healthy: (backend) => state.get(backend) ?? false,
    until: (backend, healthy) =>
      new Promise((done) => {
        const wake = () => {
          if (state.get(backend) !== healthy) return;
          waiters.delete(wake);
          done();
        };
        waiters.add(wake);
        wake();
      }),
    async close() {
      stopped = true;
      await checking;
      agent.destroy();
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}
