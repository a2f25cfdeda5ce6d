import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp from 'sharp';

/** A product page with Open Graph tags (its image is served by the same server). */
export function productPage(opts: { title: string; image?: string; siteName?: string }): string {
  return `<!doctype html><html><head><meta charset="utf-8">
<title>사이트 제목</title>
<meta property="og:title" content="${opts.title}">
${opts.image ? `<meta property="og:image" content="${opts.image}">` : ''}
${opts.siteName ? `<meta property="og:site_name" content="${opts.siteName}">` : ''}
</head><body><h1>${opts.title}</h1></body></html>`;
}

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface LocalSite {
  port: number;
  /** `http://127.0.0.1:{port}{path}`, or with another host name. */
  url: (path: string, host?: string) => string;
  /** Paths requested so far. */
  requests: string[];
  close: () => Promise<void>;
}

/** A local web server answering by path, standing in for the shops on the internet. */
export async function startLocalSite(routes: Record<string, Handler>): Promise<LocalSite> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    const handler = routes[path.split('?')[0] ?? '/'];
    if (handler) return handler(request, response);
    response.writeHead(404, { 'content-type': 'text/html' }).end('<title>없음</title>');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path, host = '127.0.0.1') => `http://${host}:${port}${path}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export const html =
  (body: string | Buffer, headers: Record<string, string> = {}): Handler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
  };

export const redirect =
  (location: string, status = 302): Handler =>
  (_request, response) => {
    response.writeHead(status, { location }).end();
  };

/** A 200×120 PNG. */
export function pngImage(): Promise<Buffer> {
  return sharp({
    create: { width: 200, height: 120, channels: 3, background: { r: 255, g: 90, b: 54 } },
  })
    .png()
    .toBuffer();
}

/** A resolver answering `table` names itself and the rest through the system resolver. */
export function fakeLookup(table: Record<string, string[]>): typeof dnsLookup {
  const lookup = (
    hostname: string,
    options: object,
    callback: (error: Error | null, addresses: LookupAddress[]) => void,
  ) => {
    const addresses = table[hostname];
    if (!addresses) {
      dnsLookup(hostname, { all: true }, callback);
      return;
    }
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
  return lookup as unknown as typeof dnsLookup;
}
