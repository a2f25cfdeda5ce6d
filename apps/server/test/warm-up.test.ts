import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paths } from '@akkyeo/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { warmUp } from '../src/warm-up';
import { createBoard, createDeal } from './helpers/factories';
import { loggerInto } from './helpers/log-lines';
import { withTestApp } from './helpers/test-app';

/** A web build of one page: the shell the visitors' pages are sent in. */
const webDist = mkdtempSync(join(tmpdir(), 'akkyeo-warm-up-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const ctx = withTestApp({ config: { webDistDir: webDist } });

/** An app of its own on the file's database, logging into `lines`. */
const appLoggingInto = async (lines: string[]) =>
  (await ctx.startInstance({ config: ctx.config, logger: loggerInto(lines) })).app;

interface LogLine {
  msg: string;
  req?: { url: string };
  res?: { statusCode: number };
}
const logOf = (lines: string[]) => lines.map((line) => JSON.parse(line) as LogLine);

describe('warmUp', () => {
  it('asks for a search and the first page of each list, then the newest items’ pages', async () => {
    const deal = await createDeal(ctx.db, { name: '데워지는 딜' });
    const post = await createBoard(ctx.db, { content: '데워지는 글' });
    const lines: string[] = [];
    await warmUp(await appLoggingInto(lines));
    const asked = logOf(lines)
      .filter((line) => line.msg === 'incoming request')
      .map((line) => new URL(line.req?.url ?? '', 'http://app'))
      .map((url) => `${url.pathname}${url.searchParams.has('keyword') ? ' search' : ''}`);
    expect(asked).toEqual([
      `${paths.feed.list} search`,
      `${paths.board.list} search`,
      paths.feed.list,
      paths.board.list,
      '/',
      '/f/board',
      `/f/about/${deal.id}`,
      `/f/board/${post.id}`,
    ]);
    const answered = logOf(lines).filter((line) => line.msg === 'request completed');
    expect(answered.map((line) => line.res?.statusCode)).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200,
    ]);
    expect(logOf(lines).map((line) => line.msg)).toContain('warmed up');
  });

  it('leaves the pages out when the web app is not built', async () => {
    await createDeal(ctx.db, { name: '그려지지 않는 딜' });
    await createBoard(ctx.db, { content: '그려지지 않는 글' });
    const lines: string[] = [];
    const { app } = await ctx.startInstance({
      config: { ...ctx.config, webDistDir: join(tmpdir(), 'akkyeo-no-web-build') },
      logger: loggerInto(lines),
    });
    await warmUp(app);
    const answered = logOf(lines).filter((line) => line.msg === 'request completed');
    expect(answered.map((line) => line.res?.statusCode)).toEqual([
      200, 200, 200, 200, 503, 503, 503, 503,
    ]);
    expect(logOf(lines).map((line) => line.msg)).toContain('warmed up');
  });

  it('logs a warm-up that could not be done, and throws nothing', async () => {
    const lines: string[] = [];
    const app = await appLoggingInto(lines);
    await app.close();
    await expect(warmUp(app)).resolves.toBeUndefined();
    expect(logOf(lines).map((line) => line.msg)).toContain('not warmed up');
  });
});
