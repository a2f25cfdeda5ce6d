import { readFile } from 'node:fs/promises';
import { SERVER_RENDERED_ATTRIBUTE } from '@akkyeo/contracts';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/** A build's index.html, and the links that name each route's own scripts and stylesheets. */
export interface AppShell {
  html: string;
  /** index.html without its own `<title>` and description, for a page that writes its own. */
  bare: string;
  /** `<link>` tags by route name, for the routes whose page is a lazy chunk. */
  routeLinks: ReadonlyMap<string, string>;
  /**
   * The same for a screen the server drew: its stylesheets inline (see `inlineStyles`), or as
   * `rel="stylesheet"` past the cap, so the drawn markup is styled from its first paint.
   */
  drawnRouteLinks: ReadonlyMap<string, string>;
  /** `html` and `bare` for a drawn screen: the entry's stylesheet inline, under the cap. */
  drawnHtml: string;
  drawnBare: string;
  /** How a drawn screen starts; null when the build has no boot script. */
  drawnBoot: DrawnBoot | null;
}

/**
 * A drawn screen names the build's boot script (a classic script, `apps/web/src/boot.ts`): it
 * catches the taps that come before the app has taken the screen over, which the app then taps
 * again. A screen that shows first pictures asks for its scripts only once they have painted: the
 * boot script stands in for the entry script and adds the entry and the route's chunks then. On a
 * slow network the entry otherwise shared the bandwidth with the picture, and Lighthouse counted
 * it in the screen's largest paint.
 */
export interface DrawnBoot {
  /** The entry script's tag at the end of the drawn shells' body, which these replace. */
  entryScript: string;
  /** The boot script's tag (catching taps only) and then the entry script's. */
  withEntryScript: string;
  /** The boot script's tag for a route's page with pictures, naming the entry and its chunks. */
  afterPicturesFor: (route: string) => string;
  /** `drawnRouteLinks` without the chunks' `modulepreload`s (the boot script adds them). */
  drawnRouteLinks: ReadonlyMap<string, string>;
}

interface RouteAssets {
  scripts: string[];
  styles: string[];
}

/** Written by the web build (`apps/web/build/route-assets.ts`); not served (a dot directory). */
const ROUTE_ASSETS_FILE = '.vite/route-assets.json';
/** Written by the web build (`apps/web/build/boot-script.ts`): the boot script's address. */
const BOOT_SCRIPT_FILE = '.vite/boot-script.json';

const routeAssetsSchema = z.record(
  z.string(),
  z.object({ scripts: z.array(z.string()), styles: z.array(z.string()) }),
);

/** Escapes a value for a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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

/**
 * The most CSS (characters) a drawn page carries in its head, the entry's and its route's
 * together (about 19 k for a deal, 4-5 k more over the wire); past it a stylesheet stays a `<link>`.
 */
export const INLINE_STYLES_MAX = 48_000;

/** The build's stylesheets by address, read once; a missing one is absent. */
type Stylesheets = ReadonlyMap<string, string>;

async function readStylesheets(distDir: string, hrefs: string[]): Promise<Stylesheets> {
  const read = await Promise.all(
    [...new Set(hrefs)].map(async (href) => {
      try {
        return [href, await readFile(join(distDir, href), 'utf8')] as const;
      } catch {
        return null;
      }
    }),
  );
  return new Map(read.filter((entry) => entry !== null));
}

/**
 * `hrefs` as one `<style>` when all were read and fit in `room` (else null). A drawn screen's
 * stylesheets block its first paint; inline they cost no round trip (on slow 4G each blocking
 * file held the paint, and the screen's picture waited for a free connection behind them).
 */
function inlineStyles(hrefs: string[], sheets: Stylesheets, room: number): string | null {
  const texts = hrefs.map((href) => sheets.get(href));
  if (texts.some((text) => text === undefined)) return null;
  const css = texts.join('\n').replace(/<\/style/gi, '<\\/style');
  return css.length <= room ? `<style>${css}</style>` : null;
}

/**
 * A drawn screen's links: its stylesheets block the first paint (else it flashes unstyled),
 * inline when they fit. An inlined stylesheet keeps a `disabled` link, which the browser does not
 * fetch: the entry's preload helper skips a stylesheet some `<link rel="stylesheet">` names, so
 * loading the page's chunk does not fetch it again.
 */
function drawnLinksOf({ scripts, styles }: RouteAssets, sheets: Stylesheets, room: number) {
  return drawnStylesOf(styles, sheets, room) + linksOf({ scripts, styles: [] });
}

function drawnStylesOf(styles: string[], sheets: Stylesheets, room: number): string {
  const inline = styles.length > 0 ? inlineStyles(styles, sheets, room) : null;
  const stylesheet = (href: string) =>
    inline === null
      ? `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`
      : `<link rel="stylesheet" disabled href="${escapeAttribute(href)}">`;
  return (inline ?? '') + styles.map(stylesheet).join('');
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="([^"]+\.css)"[^>]*>/g;

/** index.html with its own stylesheets inline when they fit, and the room left for a route's. */
function withInlineEntryStyles(html: string, sheets: Stylesheets): { html: string; room: number } {
  const hrefs = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
  const inline = hrefs.length > 0 ? inlineStyles(hrefs, sheets, INLINE_STYLES_MAX) : null;
  if (inline === null) return { html, room: hrefs.length > 0 ? 0 : INLINE_STYLES_MAX };
  let first = true;
  const inlined = html.replace(STYLESHEET_LINK, () => (first ? ((first = false), inline) : ''));
  return { html: inlined, room: INLINE_STYLES_MAX - inline.length };
}

const ENTRY_SCRIPT = /<script type="module"[^>]*><\/script>\s*/g;

/**
 * index.html with its entry script at the end of the body: a module script runs after the parse
 * wherever it stands, but the browser asks for what it finds first, and a drawn screen's picture
 * (named in the head) should go before the script that only hydrates it.
 */
function withEntryScriptLast(html: string): string {
  const scripts = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[0].trim());
  const end = html.lastIndexOf('</body>');
  if (scripts.length === 0 || end < 0) return html;
  const moved = html.slice(0, end) + scripts.join('') + html.slice(end);
  return moved.replace(ENTRY_SCRIPT, (tag, offset: number) => (offset < end ? '' : tag));
}

const bootFileSchema = z.object({ file: z.string().startsWith('/') });

/**
 * The boot of a drawn screen, from the build's boot script and the drawn shell's one entry
 * script; null when either is missing (an older build: the entry script stays alone).
 */
async function readDrawnBoot(
  distDir: string,
  drawnHtml: string,
  routes: [string, RouteAssets][],
  drawnStyles: (assets: RouteAssets) => string,
): Promise<DrawnBoot | null> {
  const entries = [...drawnHtml.matchAll(ENTRY_SCRIPT)];
  const entry = entries.length === 1 ? / src="([^"]+)"/.exec(entries[0]![0]) : null;
  if (!entry) return null;
  let boot: string;
  try {
    const text = await readFile(join(distDir, BOOT_SCRIPT_FILE), 'utf8');
    boot = bootFileSchema.parse(JSON.parse(text)).file;
  } catch {
    return null;
  }
  const chunks = new Map(routes.map(([route, assets]) => [route, assets.scripts]));
  const entryScript = entries[0]![0].trim();
  return {
    entryScript,
    withEntryScript: `<script defer src="${escapeAttribute(boot)}"></script>${entryScript}`,
    afterPicturesFor: (route) =>
      `<script defer src="${escapeAttribute(boot)}" data-entry="${escapeAttribute(entry[1] ?? '')}"` +
      ` data-modules="${escapeAttribute((chunks.get(route) ?? []).join(' '))}"></script>`,
    drawnRouteLinks: new Map(routes.map(([route, assets]) => [route, drawnStyles(assets)])),
  };
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
    ...[...html.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? ''),
    ...routes.flatMap(([, assets]) => assets.styles),
  ]);
  const drawn = withInlineEntryStyles(html, sheets);
  const drawnHtml = withEntryScriptLast(drawn.html);
  const drawnBoot = await readDrawnBoot(distDir, drawnHtml, routes, ({ styles }) =>
    drawnStylesOf(styles, sheets, drawn.room),
  );
  const shell = {
    html,
    bare: withoutOwnMeta(html),
    routeLinks: new Map(routes.map(([route, assets]) => [route, linksOf(assets)])),
    drawnRouteLinks: new Map(
      routes.map(([route, assets]) => [route, drawnLinksOf(assets, sheets, drawn.room)]),
    ),
    drawnHtml,
    drawnBare: withoutOwnMeta(drawnHtml),
    drawnBoot,
  };
  shells.set(distDir, shell);
  return shell;
}
