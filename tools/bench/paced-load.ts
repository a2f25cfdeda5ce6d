// A constant-rate load generator, run as its own process by `bench:scale` so that its work is not
// the benchmark's: GETs `PACED_URL` at `PACED_RATE` requests a second for `PACED_SECONDS` over at
// most `PACED_CONNECTIONS` keep-alive sockets (raw HTTP/1.1, one request in flight per socket) and
// prints the latencies (ms) and the time from the first request due to the last answer as JSON. Each latency counts from the moment the request was due, so
// time spent waiting for a free socket counts too (no coordinated omission).
import net from 'node:net';

const url = new URL(process.env.PACED_URL ?? '');
const rate = Number(process.env.PACED_RATE);
const seconds = Number(process.env.PACED_SECONDS ?? 3);
const connections = Number(process.env.PACED_CONNECTIONS ?? 10);
const headers = JSON.parse(process.env.PACED_HEADERS ?? '{}') as Record<string, string>;

const request = Buffer.from(
  [
    `GET ${url.pathname}${url.search} HTTP/1.1`,
    `Host: ${url.host}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n'),
);

interface Socket {
  socket: net.Socket;
  due: number;
  received: Buffer;
}

const total = Math.round(rate * seconds);
const latencies: number[] = [];
const waiting: number[] = [];
const idle: Socket[] = [];

/** The length of the first complete response in `data`, or 0 while it is incomplete. */
function responseLength(data: Buffer): number {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return 0;
  const head = data.subarray(0, end).toString('latin1');
  if (!head.startsWith('HTTP/1.1 200')) throw new Error(`not a 200: ${head.split('\r\n')[0]}`);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
  if (length === undefined) throw new Error('a response without content-length');
  const size = end + 4 + Number(length);
  return data.length >= size ? size : 0;
}

function send(client: Socket, due: number) {
  client.due = due;
  client.socket.write(request);
}

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => resolve(client));
    socket.setNoDelay(true);
    const client: Socket = { socket, due: 0, received: Buffer.alloc(0) };
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      client.received = client.received.length ? Buffer.concat([client.received, chunk]) : chunk;
      const size = responseLength(client.received);
      if (size === 0) return;
      client.received = client.received.subarray(size);
      latencies.push(performance.now() - client.due);
      const next = waiting.shift();
      if (next === undefined) idle.push(client);
      else send(client, next);
    });
  });
}

idle.push(...(await Promise.all(Array.from({ length: connections }, open))));
const start = performance.now() + 10;
let sent = 0;
while (sent < total) {
  const now = performance.now();
  while (sent < total && start + (sent * 1000) / rate <= now) {
    const due = start + (sent * 1000) / rate;
    const client = idle.pop();
    if (client) send(client, due);
    else waiting.push(due);
    sent++;
  }
  await new Promise((resolve) => setTimeout(resolve, 1));
}
while (latencies.length < total) await new Promise((resolve) => setTimeout(resolve, 1));
const elapsedMs = performance.now() - start;
for (const client of idle) client.socket.destroy();
process.stdout.write(JSON.stringify({ latencies, elapsedMs }));
