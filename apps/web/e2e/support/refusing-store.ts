import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A store that refuses servers, for the test file: every page answers 403, so a link preview of
 * it fails and the member types the deal. Needs `OUTBOUND_ALLOW_LOOPBACK` on the app's server.
 * `url(path)` names one of its pages once the file's hooks have started it.
 */
export function withRefusingStore(): { url: (path: string) => string } {
  let store: Server | undefined;
  let origin = '';
  beforeAll(async () => {
    const server = createServer((_request, response) => response.writeHead(403).end('forbidden'));
    store = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => store?.close(resolve));
  });
  return { url: (path) => `${origin}${path}` };
}
