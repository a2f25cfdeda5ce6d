import { connect } from 'node:net';

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const TIMEOUT_MS = 30_000;

/** Decodes a chunked body (the server may stream a reply). */
function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Parses an HTTP/1.1 reply read to the end of the connection. */
export function parseReply(data: Buffer): RawReply {
  const split = data.indexOf('\r\n\r\n');
  const head = data.subarray(0, split < 0 ? data.length : split).toString('latin1');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = split < 0 ? Buffer.alloc(0) : data.subarray(split + 4);
  if (headers['transfer-encoding']?.includes('chunked')) body = unchunk(body);
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body: body.toString('utf8') };
}

/**
 * Sends bytes as they are (any request line, headers or body, however malformed) on a fresh
 * connection and reads the reply until the server closes it.
 */
export function sendRaw(origin: string, request: Buffer | string): Promise<RawReply> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error('no reply in time')), TIMEOUT_MS);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      if (chunks.length > 0) resolve(parseReply(Buffer.concat(chunks)));
      else reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseReply(Buffer.concat(chunks)));
    });
    socket.write(request);
  });
}

export interface HttpRequestSpec {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

/** An HTTP/1.1 request with Connection: close and a Content-Length for the body. */
export function buildRequest(spec: HttpRequestSpec, host: string): Buffer {
  const body = spec.body === undefined ? undefined : Buffer.from(spec.body);
  const headers: Record<string, string> = { host, connection: 'close', ...spec.headers };
  if (body) headers['content-length'] = String(body.length);
  const head =
    `${spec.method} ${spec.path} HTTP/1.1\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n';
  return body ? Buffer.concat([Buffer.from(head, 'utf8'), body]) : Buffer.from(head, 'utf8');
}

/** Sends one request built from `spec`. */
export function sendRequest(origin: string, spec: HttpRequestSpec): Promise<RawReply> {
  return sendRaw(origin, buildRequest(spec, new URL(origin).host));
}
