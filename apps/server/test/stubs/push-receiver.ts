import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

/** A browser's side of one subscription: its key pair and auth secret. */
export interface Subscriber {
  ecdh: ECDH;
  p256dh: string;
  auth: string;
}

export function createSubscriber(): Subscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** One push as the receiver read it: decrypted and with its VAPID claims checked. */
export interface ReceivedPush {
  path: string;
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  contentEncoding: string | undefined;
  vapid: { publicKey: string; audience: string; subject: string; expiresIn: number };
}

export interface PushReceiver {
  origin: string;
  /** An endpoint URL; the path names the subscriber. */
  endpoint(name: string): string;
  /** Registers the keys of the subscriber behind `name`. */
  subscribe(name: string, subscriber: Subscriber): void;
  /** The status to answer next for `name` (default 201); each entry answers one push. */
  respondWith(name: string, ...statuses: number[]): void;
  received: ReceivedPush[];
  /** Pushes that failed a check (bad encryption, bad JWT), with the reason. */
  rejected: string[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * A push service on 127.0.0.1 speaking RFC 8030: it checks the VAPID JWT (RFC 8292, ES256 with
 * the `k` key, audience = its origin) and decrypts the aes128gcm body (RFC 8291) with the
 * subscriber's private key and auth secret, as a browser would.
 */
export async function startPushReceiver(): Promise<PushReceiver> {
  const subscribers = new Map<string, Subscriber>();
  const statuses = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let origin = '';

  async function check(request: IncomingMessage, body: Buffer, subscriber: Subscriber) {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(
      request.headers.authorization ?? '',
    );
    if (!match) throw new Error(`no VAPID authorization: ${request.headers.authorization}`);
    const [, token, publicKey] = match as unknown as [string, string, string];
    const point = Buffer.from(publicKey, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(token, key, { audience: origin, algorithms: ['ES256'] });
    const plaintext = ece.decrypt(body, {
      version: 'aes128gcm',
      privateKey: subscriber.ecdh,
      authSecret: subscriber.auth,
    });
    return {
      payload: JSON.parse(plaintext.toString('utf8')) as unknown,
      vapid: {
        publicKey,
        audience: String(payload.aud),
        subject: String(payload.sub),
        expiresIn: Number(payload.exp) - Math.floor(Date.now() / 1000),
      },
    };
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = request.url ?? '/';
      const name = path.replace(/^\/push\//, '');
      const body = await readBody(request);
      const subscriber = subscribers.get(name);
      const status = statuses.get(name)?.shift() ?? (subscriber ? 201 : 404);
      if (subscriber && request.method === 'POST' && status === 201) {
        try {
          const { payload, vapid } = await check(request, body, subscriber);
          received.push({
            path,
            payload,
            vapid,
            ttl: request.headers.ttl as string | undefined,
            urgency: request.headers.urgency as string | undefined,
            contentEncoding: request.headers['content-encoding'],
          });
        } catch (error) {
          rejected.push(`${name}: ${(error as Error).message}`);
          response.writeHead(400).end();
          return;
        }
      }
      response.writeHead(status).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    endpoint: (name) => `${origin}/push/${name}`,
    subscribe: (name, subscriber) => subscribers.set(name, subscriber),
    respondWith: (name, ...next) => statuses.set(name, [...(statuses.get(name) ?? []), ...next]),
    received,
    rejected,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
