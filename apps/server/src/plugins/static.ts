import { existsSync, realpathSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { MEMBER_HINT_COOKIE, paths, type AppRouteMatch } from '@akkyeo/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { expiringCache } from '../lib/expiring-cache';
import { appShell, withDrawnRoot } from './app-shell';
import { errorBody, sendError } from './errors';
import { keptPage, sendKeptPage, type KeptPage } from './kept-page';
import { pageFallback } from './page-fallback';
import { loadScreenRenderer, type DrawScreen } from './screen-render';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Drawn pages kept at most, by address. */
const DRAWN_PAGES_KEPT = 500;
const NO_CACHE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ko">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>아껴라껴</title></head>
<body>
<h1>웹 앱이 아직 빌드되지 않았습니다.</h1>
<p>저장소 루트에서 <code>npm run build</code>를 실행한 뒤 새로고침해주세요.</p>
</body>
</html>
`;

/**
 * Serves stored images under /cdn/ and the built web app: hashed files under /assets/ cached
 * forever, everything else (index.html, sw.js, manifest) revalidated. The build's brotli and gzip
 * twins of the hashed files (`x.js.br`, `x.js.gz`) are chosen by Accept-Encoding, with
 * `Vary: Accept-Encoding`. GET of an app route (product rules §2) answers index.html; a browser
 * opening an unknown page address gets index.html with 404 (the app shows its not-found page);
 * every other unknown path answers the contract's 404 JSON. The shell names what the route's
 * screen needs first: its page's own scripts and stylesheets (`app-shell.ts`) and its first images
 * (`page-preloads.ts`). Where the build has a screen renderer (`screen-render.ts`), the screens
 * with first data come drawn in the page, and a drawn page is kept a few seconds per address, with
 * each encoding of it (`kept-page.ts`).
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    await mkdir(config.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: `${paths.ops.cdn}/`,
      decorateReply: false,
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      allowedPath: (pathname) => !pathname.endsWith('/'),
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', IMMUTABLE);
      },
    });

    const distDir = ownBuild(config.webDistDir);
    if (existsSync(distDir)) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        decorateReply: false,
        preCompressed: true,
        index: false,
        redirect: false,
        dotfiles: 'ignore',
        allowedPath: (pathname) => !pathname.endsWith('/'),
        cacheControl: false,
        setHeaders: (reply, path) => {
          const hashed = relative(distDir, path).startsWith(`assets${sep}`);
          reply.header('cache-control', hashed ? IMMUTABLE : NO_CACHE);
        },
      });
    } else {
      app.log.warn({ distDir }, 'web app not built; app routes answer 503 until `npm run build`');
    }

    const draw = config.serverRender.enabled ? await loadScreenRenderer(distDir, app.log) : null;
    const screens: Screens = {
      draw,
      kept: expiringCache<KeptPage>(config.serverRender.cacheMs, DRAWN_PAGES_KEPT),
    };

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const fallback = pageFallback(request.method, pathname, request.headers.accept);
      if (fallback === 'json-not-found') return sendError(reply, errorBody(404, 'NOT_FOUND'));
      const shell = { distDir, url: request.url, member: memberHinted(request), screens };
      if (fallback === 'app-not-found') return sendAppShell(app, reply.code(404), shell, null);
      return sendAppShell(app, reply, shell, fallback);
    });
  },
  { name: 'static', dependencies: ['page-preloads'] },
);

/**
 * The web build this process serves for its whole life: `npm run build` switches the dist link to
 * a new directory and leaves this one in place, so a running server never sees files change.
 */
function ownBuild(distDir: string): string {
  try {
    return realpathSync(distDir);
  } catch {
    return distDir;
  }
}

const MEMBER_HINT = new RegExp(`(?:^|;)\\s*${MEMBER_HINT_COOKIE}=1\\s*(?:;|$)`);

/** The browser says someone is logged in in it (a hint, no identity: list screens go undrawn). */
const memberHinted = (request: FastifyRequest) => MEMBER_HINT.test(request.headers.cookie ?? '');

/**
 * The screen renderer of the build served (null: none, or drawing is off) and the pages it drew,
 * by address and by whether the member hint came with it.
 */
interface Screens {
  draw: DrawScreen | null;
  kept: ReturnType<typeof expiringCache<KeptPage>>;
}

/** What a page is written from: the build, the address, the member hint and the drawn pages. */
interface ShellRequest {
  distDir: string;
  url: string;
  member: boolean;
  screens: Screens;
}

/**
 * index.html, with the page's own tags (its title, description and link card, in place of the
 * shell's own title and description) and what the screen `match` opens needs first named at the
 * end of its head: the page's own chunks and stylesheets, then its first images and data; with
 * the screen drawn into its root when it can be. An address no route opens (`match` null) gets the
 * site's own tags.
 */
async function sendAppShell(
  app: FastifyInstance,
  reply: FastifyReply,
  { distDir, url, member, screens }: ShellRequest,
  match: AppRouteMatch | null,
): Promise<FastifyReply> {
  reply
    .header('cache-control', NO_CACHE)
    .header('vary', 'Cookie, Accept-Encoding')
    .type('text/html; charset=utf-8');
  const key = `${member ? 'member' : 'visitor'} ${url}`;
  const kept = match && screens.kept.get(key);
  if (kept) return sendKeptPage(reply.request, reply, kept);
  try {
    const { html, bare, drawnHtml, drawnBare, routeLinks, drawnRouteLinks, drawnBoot } =
      await appShell(distDir, app.log);
    const { searchParams: query } = new URL(url, 'http://localhost');
    const page = await app.pagePreloads.headFor(match, { query, member });
    if (page.missing) reply.code(404);
    const screen =
      screens.draw && page.pageData && !page.missing
        ? await screens.draw(url, page.pageData())
        : null;
    const shell = screen ? (page.meta ? drawnBare : drawnHtml) : page.meta ? bare : html;
    const drawn = screen && withDrawnRoot(shell, screen.root);
    const boot = drawn && match ? drawnBoot : null;
    const links = match ? ((drawn ? drawnRouteLinks : routeLinks).get(match.route.name) ?? '') : '';
    const headLinks = drawn
      ? page.meta + page.head + links + screen.head
      : page.meta + links + page.head;
    const body =
      drawn && boot && match
        ? drawn.replace(boot.entryScript, () => boot.bootScriptFor(match.route.name))
        : (drawn ?? shell);
    const sent = headLinks ? body.replace('</head>', () => `${headLinks}</head>`) : body;
    if (!drawn) return reply.send(sent);
    const keep = keptPage(sent);
    screens.kept.set(key, keep);
    return sendKeptPage(reply.request, reply, keep);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return reply.code(503).send(NOT_BUILT_PAGE);
  }
}
