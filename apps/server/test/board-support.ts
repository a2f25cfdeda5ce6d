import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_HEADER, BOARD_JSON_PART } from '@akkyeo/contracts';
import sharp from 'sharp';
import type { Config } from '../src/config';
import type { Database } from '../src/db/database';
import type { Storage } from '../src/lib/storage';
import { withTestApp, type TestAppContext } from './helpers/test-app';
import { testRateLimits } from './helpers/test-config';

/** Board test helpers: real HTTP against a listening app, image fixtures, SSE reading. */

export { tokenFor as tokenOf } from './helpers/auth-session';

export const authHeaders = (token?: string): Record<string, string> =>
  token ? { [AUTH_HEADER]: token } : {};

/** A solid-colour image of the given format. */
export function solidImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' = 'png',
  hue = 200,
): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: hue % 256, g: (hue * 3) % 256, b: (hue * 7) % 256 },
    },
  })
    .toFormat(format)
    .toBuffer();
}

/** A PNG of random noise: it hardly compresses, so it is a large upload of a small picture. */
export function noiseImage(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A JPEG carrying EXIF (camera, owner, GPS position). */
export function exifJpeg(): Promise<Buffer> {
  return sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'X100', Copyright: 'private-owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1' },
    })
    .toBuffer();
}

export interface FilePart {
  data: Buffer;
  name: string;
  type?: string;
}

/**
 * A board multipart body: the JSON part first (category 자유 unless `json` names one; an
 * explicit `category: undefined` leaves it out), then the files.
 */
export function boardForm(json: object, files: FilePart[] = []): FormData {
  const form = new FormData();
  form.append(BOARD_JSON_PART, JSON.stringify({ category: '자유', ...json }));
  for (const file of files) {
    form.append(
      'files',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  }
  return form;
}

/** Reads a Server-Sent Events body: resolves `ready` at the first bytes, `done` with every data value. */
export function readSse(response: Response): {
  ready: Promise<void>;
  done: Promise<string[]>;
  /** The data values received so far. */
  values: string[];
} {
  const body = response.body;
  if (!body) throw new Error('no body');
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const values: string[] = [];
  const done = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of body) {
      markReady();
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        for (const line of message.split('\n')) {
          if (line.startsWith('data:')) values.push(line.slice(5).trim());
        }
      }
    }
    markReady();
    return values;
  })();
  return { ready, done, values };
}

/** Every file under `<uploadsDir>/board`, relative to it. */
export function boardFiles(uploadsDir: string): string[] {
  const dir = join(uploadsDir, 'board');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** Rows of the board tables, for "nothing was written" checks. */
export async function boardRowCounts(database: Database) {
  const count = async (table: 'board' | 'board_image') => {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return { boards: await count('board'), images: await count('board_image') };
}

/**
 * A board test file's app (withTestApp): a generous post limit, listening on a free local port,
 * with the LISTEN connection of PostgreSQL.
 */
export function withBoardApp(config: () => Partial<Config> = () => ({})) {
  return withTestApp(() => boardAppOptions(config()));
}

/** Another board app on the database of `ctx`, as a second server instance; `origin` is its URL. */
export async function startBoardInstance(
  ctx: TestAppContext,
  config: Partial<Config> = {},
  storage?: Storage,
) {
  const instance = await ctx.startInstance({ ...boardAppOptions(config), storage });
  return { ...instance, origin: instance.origin! };
}

const boardAppOptions = (config: Partial<Config>) => ({
  listen: true,
  databaseUrl: true,
  config: { rateLimits: testRateLimits({ posts: 1_000 }), ...config },
});

/**
 * Sends a form like a slow phone: the encoded multipart body in chunks with pauses, with its
 * Content-Length, over node:http. Resolves the status code.
 */
export async function slowUpload(
  url: string,
  token: string,
  form: FormData,
  opts: { chunkBytes?: number; pauseMs?: number } = {},
): Promise<number> {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const chunkBytes = opts.chunkBytes ?? 256 * 1024;
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        ...authHeaders(token),
        'content-type': encoded.headers.get('content-type') ?? '',
        'content-length': String(body.length),
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    void (async () => {
      for (let offset = 0; offset < body.length; offset += chunkBytes) {
        request.write(body.subarray(offset, offset + chunkBytes));
        await new Promise((done) => setTimeout(done, opts.pauseMs ?? 15));
      }
      request.end();
    })();
  });
}
