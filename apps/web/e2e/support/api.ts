import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { AUTH_HEADER, BOARD_JSON_PART, feedListResponseSchema, paths } from '@akkyeo/contracts';
import { expect } from 'vitest';

/** The seeded accounts the browser tests sign in with. */
export const DEMO_ACCOUNTS = {
  member: { id: 'demo', password: 'demo1234!' },
  manager: { id: 'manager', password: 'manager1234!' },
  admin: { id: 'admin', password: 'admin1234!' },
} as const;

/** An access token of `account`, logged in through the API. */
export async function apiToken(
  baseUrl: string,
  account: { id: string; password: string },
): Promise<string> {
  const response = await fetch(`${baseUrl}${paths.auth.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The newest deal of the feed: the first card `/` shows. */
export async function firstDeal(baseUrl: string) {
  const reply = await fetch(`${baseUrl}/v1/feed/?page=0&size=1`);
  return feedListResponseSchema.parse(await reply.json()).content[0]!;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG whose rows `row(y)` draws (width × 3 bytes each), deflated at `level`. */
function encodePng(width: number, height: number, row: (y: number) => Buffer, level: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const scanlines = Buffer.concat(
    Array.from({ length: height }, (_, y) => Buffer.concat([Buffer.of(0), row(y)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanlines, { level })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of one colour (`#rrggbb`). */
export function solidPng(
  width: number,
  height: number,
  background: string,
): Promise<Buffer<ArrayBuffer>> {
  const rgb = Buffer.from(background.replace(/^#/, ''), 'hex');
  if (rgb.length !== 3) throw new Error(`not a #rrggbb colour: ${background}`);
  const row = Buffer.alloc(width * 3);
  for (let x = 0; x < width; x += 1) row.set(rgb, x * 3);
  return Promise.resolve(encodePng(width, height, () => row, 9));
}

/** A PNG of random pixels, stored uncompressed: a picture as large as its pixels, slow to upload. */
export function noisePng(width: number, height: number): Promise<Buffer<ArrayBuffer>> {
  return Promise.resolve(encodePng(width, height, () => randomBytes(width * 3), 0));
}

/** A board post by `token`'s member, with pictures of these colours (600×400); its id. */
export async function writePost(
  baseUrl: string,
  token: string,
  post: { content: string; category: string; colors?: readonly string[] },
): Promise<number> {
  const form = new FormData();
  form.append(BOARD_JSON_PART, JSON.stringify({ content: post.content, category: post.category }));
  for (const [i, color] of (post.colors ?? []).entries()) {
    form.append(
      'files',
      new Blob([await solidPng(600, 400, color)], { type: 'image/png' }),
      `${i}.png`,
    );
  }
  const response = await fetch(`${baseUrl}${paths.board.create}`, {
    method: 'POST',
    headers: { [AUTH_HEADER]: token },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The text the screen checks' post starts with (they find it on its page by it). */
export const SCREEN_CHECK_POST_TEXT = '화면 점검용 게시글입니다';

/**
 * A post of the demo member with two pictures, which the screen checks open (its page, its edit
 * page with the pictures' remove buttons); its id.
 */
export async function writeScreenCheckPost(baseUrl: string): Promise<number> {
  return writePost(baseUrl, await apiToken(baseUrl, DEMO_ACCOUNTS.member), {
    content: `${SCREEN_CHECK_POST_TEXT} ${Date.now()}`,
    category: '후기',
    colors: ['#88aacc', '#ccaa88'],
  });
}

/** A deal posted by `token`'s manager through the API (a shop link of its own); its id. */
export async function writeDeal(
  baseUrl: string,
  token: string,
  deal: { name: string; price: number; isFreeShipping?: boolean; content?: string },
): Promise<number> {
  const response = await fetch(`${baseUrl}${paths.feed.create}`, {
    method: 'POST',
    headers: { [AUTH_HEADER]: token, 'content-type': 'application/json' },
    body: JSON.stringify({
      url: `https://www.11st.co.kr/products/${randomBytes(4).readUInt32BE()}`,
      isFreeShipping: true,
      content: '<p>특가</p>',
      ...deal,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
