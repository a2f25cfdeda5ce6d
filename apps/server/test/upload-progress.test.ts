import { messages, UPLOAD_STREAM_TTL_MS, uploadReservationSchema } from '@akkyeo/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authHeaders,
  boardForm,
  noiseImage,
  readSse,
  slowUpload,
  solidImage,
  startBoardInstance,
  tokenOf,
  withBoardApp,
} from './board-support';
import { createMember } from './helpers/factories';

const ctx = withBoardApp();
let aliceToken: string;
let bobToken: string;
let bigImage: Buffer;

beforeAll(async () => {
  aliceToken = await tokenOf(await createMember(ctx.db));
  bobToken = await tokenOf(await createMember(ctx.db));
  bigImage = await noiseImage(1400, 1400);
});

async function reserve(token: string, base = ctx.origin): Promise<string> {
  const response = await fetch(`${base}/v1/board/upload`, {
    method: 'POST',
    headers: authHeaders(token),
  });
  expect(response.status).toBe(201);
  const reservation = uploadReservationSchema.parse(await response.json());
  expect(Date.parse(reservation.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
  return reservation.uploadId;
}

function openStream(uploadId: string, token: string | undefined, base = ctx.origin) {
  return fetch(`${base}/v1/board/upload/status/stream/${uploadId}`, {
    headers: authHeaders(token),
  });
}

async function writeWith(uploadId: string, token: string, base = ctx.origin) {
  const form = boardForm({ content: '진행률을 보는 게시글입니다', uploadId }, [
    { data: bigImage, name: 'noise.png', type: 'image/png' },
    { data: await solidImage(400, 300), name: 'small.png', type: 'image/png' },
  ]);
  return slowUpload(`${base}/v1/board/`, token, form);
}

/** Rising whole percentages ending with 100. */
function expectRisingTo100(values: string[]) {
  const numbers = values.map(Number);
  expect(numbers.length).toBeGreaterThanOrEqual(3);
  expect(numbers.at(-1)).toBe(100);
  numbers.forEach((value, i) => {
    expect(Number.isInteger(value) && value >= 0 && value <= 100).toBe(true);
    if (i > 0) expect(value).toBeGreaterThan(numbers[i - 1]!);
  });
  expect(numbers.slice(0, -1).every((value) => value < 100)).toBe(true);
}

describe('upload progress', () => {
  it('streams the percent received in order, ending with 100 once the post is saved', async () => {
    const uploadId = await reserve(aliceToken);
    const stream = await openStream(uploadId, aliceToken);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    const { ready, done } = readSse(stream);
    await ready;
    expect(await writeWith(uploadId, aliceToken)).toBe(201);
    expectRisingTo100(await done);
  });

  it('gives a stream opened after the save its 100 at once, then closes it', async () => {
    const uploadId = await reserve(aliceToken);
    expect(await writeWith(uploadId, aliceToken)).toBe(201);
    const { done } = readSse(await openStream(uploadId, aliceToken));
    expect(await done).toEqual(['100']);
  });

  it('works when the upload and the stream reach different instances', async () => {
    const other = await startBoardInstance(ctx);
    const uploadId = await reserve(aliceToken, other.origin);
    const { ready, done } = readSse(await openStream(uploadId, aliceToken, other.origin));
    await ready;
    expect(await writeWith(uploadId, aliceToken, ctx.origin)).toBe(201);
    expectRisingTo100(await done);
  });

  it('lets only the uploader open the stream', async () => {
    const uploadId = await reserve(aliceToken);
    const asBob = await openStream(uploadId, bobToken);
    expect(asBob.status).toBe(403);
    expect(await asBob.json()).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: messages.errors.FORBIDDEN,
    });
    expect((await openStream(uploadId, undefined)).status).toBe(401);
    const unknown = await openStream('AAAAAAAAAAAAAAAAAAAAAAAA', aliceToken);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: messages.board.invalidUpload });
    expect((await openStream('bad id!', aliceToken)).status).toBe(400);
    expect((await fetch(`${ctx.origin}/v1/board/upload`, { method: 'POST' })).status).toBe(401);
  });

  it('publishes nothing for an upload id the poster did not reserve', async () => {
    const uploadId = await reserve(aliceToken);
    const stream = readSse(await openStream(uploadId, aliceToken));
    await stream.ready;
    const probeId = await reserve(aliceToken);
    const probe = readSse(await openStream(probeId, aliceToken));
    await probe.ready;
    expect(await writeWith(uploadId, bobToken)).toBe(201);
    // Progress travels in the order it is published: once a later upload's 100 has arrived,
    // whatever Bob's upload published would have arrived before it.
    expect(await writeWith(probeId, aliceToken)).toBe(201);
    expectRisingTo100(await probe.done);
    expect(stream.values).toEqual([]);
    expect(await writeWith(uploadId, aliceToken)).toBe(201);
    expectRisingTo100(await stream.done);
  });

  it('closes a stream 5 minutes after it opened, finished or not', async () => {
    const uploadId = await reserve(aliceToken);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const stream = readSse(await openStream(uploadId, aliceToken));
      await stream.ready;
      vi.advanceTimersByTime(UPLOAD_STREAM_TTL_MS - 1_000);
      await new Promise((resolve) => setImmediate(resolve));
      let ended = false;
      void stream.done.then(() => (ended = true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(ended).toBe(false);
      vi.advanceTimersByTime(1_000);
      expect(await stream.done).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to open an expired reservation', async () => {
    const uploadId = await reserve(aliceToken);
    await ctx.db
      .updateTable('upload_session')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('id', '=', uploadId)
      .execute();
    expect((await openStream(uploadId, aliceToken)).status).toBe(404);
  });

  it('ends open streams when the server closes', async () => {
    const other = await startBoardInstance(ctx);
    const uploadId = await reserve(aliceToken, other.origin);
    const { ready, done } = readSse(await openStream(uploadId, aliceToken, other.origin));
    await ready;
    await other.app.close();
    expect(await done).toEqual([]);
  });
});
