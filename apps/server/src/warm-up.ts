import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { appPath, paths, routePath } from '@akkyeo/contracts';
import type { FastifyInstance } from 'fastify';

type WarmedApp = Pick<FastifyInstance, 'inject' | 'log'>;

/**
 * A keyword no row is expected to hold. Its search takes every step a rare keyword's does (the
 * newest rows one by one, then the gram index for the newest days and for every day) and finds
 * nothing; if some row does hold it, the page is read and dropped all the same.
 */
const UNFOUND_KEYWORD = '뷁뛟';

const search = (list: string) => `${list}?size=10&keyword=${encodeURIComponent(UNFOUND_KEYWORD)}`;

/** Asks the app for `url` as a visitor taking `encoding`; a page may answer 503 (no web build). */
async function ask(app: WarmedApp, url: string, encoding: string, page = false) {
  const reply = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
  if (reply.statusCode !== 200 && !(page && reply.statusCode === 503)) {
    throw new Error(`${url} answered ${reply.statusCode}`);
  }
  return reply;
}

/** The id of the first item of a list's reply, however it was compressed. */
function firstIdOf(reply: Awaited<ReturnType<typeof ask>>): number | undefined {
  const encoding = reply.headers['content-encoding'];
  const body =
    encoding === 'br'
      ? brotliDecompressSync(reply.rawPayload)
      : encoding === 'gzip'
        ? gunzipSync(reply.rawPayload)
        : reply.rawPayload;
  return (JSON.parse(body.toString()) as { content: { id: number }[] }).content[0]?.id;
}

/**
 * Asks the app, before it listens, for what its first visitors ask, so that they do not pay for
 * what every start empties: a search of each list, each list's first page, the two list pages and
 * the newest deal's and post's pages, drawn (left out when the web app is not built). A route's
 * reply writer is compiled on its first reply and its branches on their first items
 * (lib/response-serializer.ts), compression and the page renderer run their first time, and
 * PGlite's buffers, catalogue caches and plans start empty: at 1,000,000 rows the first of these
 * requests took 30-90 ms where the next took 3-20. Before listening, no visitor's request waits
 * behind it (one that did could miss the page data's deadline and get its page without data); it
 * costs the start about 0.6 s of CPU at that size. A failure is logged, not thrown: the server
 * then starts unwarmed.
 */
export async function warmUp(app: WarmedApp): Promise<void> {
  const started = performance.now();
  try {
    await ask(app, search(paths.feed.list), 'br');
    await ask(app, search(paths.board.list), 'br');
    const deal = firstIdOf(await ask(app, `${paths.feed.list}?size=10`, 'br'));
    const post = firstIdOf(await ask(app, `${paths.board.list}?size=10`, 'gzip'));
    const pages = [routePath('main'), routePath('boardListPage')];
    if (deal !== undefined) pages.push(appPath('feedViewPage', { id: deal }));
    if (post !== undefined) pages.push(appPath('boardViewPage', { id: post }));
    for (const page of pages) await ask(app, page, 'br', true);
    app.log.info({ warmUp: { ms: Math.round(performance.now() - started) } }, 'warmed up');
  } catch (error) {
    app.log.warn({ err: error }, 'not warmed up');
  }
}
