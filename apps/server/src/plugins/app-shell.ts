import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SERVER_RENDERED_ATTRIBUTE } from '@akkyeo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { escapeAttribute } from '../lib/html-attribute';
import { readDrawnBoot, withEntryScriptLast, type DrawnBoot } from './drawn-boot';
import {
  drawnStylesOf,
  readStylesheets,
  stylesheetsOf,
  withInlineEntryStyles,
} from './drawn-styles';

/**
 * A build's index.html, and the links that name each route's own scripts and stylesheets; the
 * drawn pages' styles (`drawn-styles.ts`) and boot (`drawn-boot.ts`) come from it.
 */
export interface AppShell {
  html: string;
  /** index.html without its own `<title>` and description, for a page that writes its own. */
  bare: string;
  /** `<link>` tags by route name, for the routes whose page is a lazy chunk. */
  routeLinks: ReadonlyMap<string, string>;
  /**
   * The same for a screen the server drew: its stylesheets inline (see `drawnStylesOf`), or as
   * `rel="stylesheet"` past the cap, so the drawn markup is styled from its first paint; its
   * chunks only when the build has no boot script to name them.
   */
  drawnRouteLinks: ReadonlyMap<string, string>;
  /** `html` and `bare` for a drawn screen: the entry's stylesheet inline, under the cap. */
  drawnHtml: string;
  drawnBare: string;
  /** How a drawn screen starts; null when the build has no boot script. */
  drawnBoot: DrawnBoot | null;
}

interface RouteAssets {
  scripts: string[];
  styles: string[];
}

/** Written by the web build (`apps/web/build/route-assets.ts`); not served (a dot directory). */
const ROUTE_ASSETS_FILE = '.vite/route-assets.json';

const routeAssetsSchema = z.record(
  z.string(),
  z.object({ scripts: z.array(z.string()), styles: z.array(z.string()) }),
);

/**
 * A route's chunks as `modulepreload` and its stylesheets as `preload as="style"`, both
 * `crossorigin` like the requests the entry's preload helper makes, so the browser reuses them:
 * the helper skips a script some `<link>` already names and adds the stylesheet, which the
 * preloaded response then serves. A `rel="stylesheet"` here would hold back the entry script
 * (scripts wait for the stylesheets before them) and the paint. `fetchpriority="low"` lets the
 * entry's own stylesheet and script and the screen's picture go first: at the default priority
 * the route's files competed with the render-blocking stylesheet, and Lighthouse's first paint of
 * a lazy screen came 0.5 s later (1.5 s → 2.0 s on slow 4G).
 */
function linksOf({ scripts, styles }: RouteAssets): string {
  return [
    ...scripts.map(
      (href) =>
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttribute(href)}">`,
    ),
    ...styles.map(
      (href) =>
        `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${escapeAttribute(href)}">`,
    ),
  ].join('');
}

/** The assets of each route; none when the build has no map (an older build) or a broken one. */
async function readRouteAssets(
  distDir: string,
  log: FastifyBaseLogger,
): Promise<[string, RouteAssets][]> {
  try {
    const text = await readFile(join(distDir, ROUTE_ASSETS_FILE), 'utf8');
    return Object.entries(routeAssetsSchema.parse(JSON.parse(text)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      log.warn({ err: error, distDir }, 'route assets unreadable; the shell names none');
    }
    return [];
  }
}

const ROOT_START = '<div id="root">';

/**
 * index.html with `screen` (the server's drawing of the first screen) as the whole content of its
 * root, marked for the browser to hydrate; null when the shell has no root to put it in.
 */
export function withDrawnRoot(html: string, screen: string): string | null {
  const start = html.indexOf(ROOT_START);
  const end = html.lastIndexOf('</div>', html.indexOf('</body>'));
  if (start < 0 || end < start) return null;
  const open = `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>`;
  return html.slice(0, start) + open + screen + html.slice(end);
}

/** index.html without the tags every page writes for itself: its `<title>` and description. */
export const withoutOwnMeta = (html: string): string =>
  html.replace(/<title>[^<]*<\/title>\s*/i, '').replace(/<meta name="description"[^>]*>\s*/i, '');

/** The shell of each build this process serves, read once (a build never changes in place). */
const shells = new Map<string, AppShell>();

/** The app shell of the build in `distDir`; rejects with ENOENT while it is not built. */
export async function appShell(distDir: string, log: FastifyBaseLogger): Promise<AppShell> {
  const cached = shells.get(distDir);
  if (cached) return cached;
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const routes = await readRouteAssets(distDir, log);
  const sheets = await readStylesheets(distDir, [
    ...stylesheetsOf(html),
    ...routes.flatMap(([, assets]) => assets.styles),
  ]);
  const drawn = withInlineEntryStyles(html, sheets);
  const drawnHtml = withEntryScriptLast(drawn.html);
  const drawnBoot = await readDrawnBoot(
    distDir,
    drawnHtml,
    new Map(routes.map(([route, { scripts }]) => [route, scripts])),
  );
  // The boot script names a drawn page's chunks itself; without one the head names them.
  const drawnLinksOf = ({ scripts, styles }: RouteAssets) =>
    drawnStylesOf(styles, sheets, drawn.room) + (drawnBoot ? '' : linksOf({ scripts, styles: [] }));
  const shell = {
    html,
    bare: withoutOwnMeta(html),
    routeLinks: new Map(routes.map(([route, assets]) => [route, linksOf(assets)])),
    drawnRouteLinks: new Map(routes.map(([route, assets]) => [route, drawnLinksOf(assets)])),
    drawnHtml,
    drawnBare: withoutOwnMeta(drawnHtml),
    drawnBoot,
  };
  shells.set(distDir, shell);
  return shell;
}
