import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '@akkyeo/contracts';
import type { FastifyBaseLogger } from 'fastify';

/** Where the web build keeps its server renderer (`vite build --ssr`; a dot directory, never served). */
export const SCREEN_RENDERER_FILE = '.ssr/entry-server.mjs';

/** The server's drawing of a first screen: tags for the head and the markup of the app's root. */
export interface DrawnScreen {
  head: string;
  root: string;
}

/** Draws the screen at `url` from its page data; null when it cannot (the page then goes undrawn). */
export type DrawScreen = (url: string, page: PageData) => Promise<DrawnScreen | null>;

interface RendererModule {
  renderScreen: (url: string, page: PageData) => Promise<string>;
}

/** React marks a boundary it could not draw on the server (a throw) to be drawn in the browser. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** React puts the resource hints it hoists (an eager picture's preload) before the markup. */
const LEADING_LINKS = /^(?:<link [^>]*>)+/;

/**
 * The drawing function of the web build in `distDir`, or null when the build has none (an older
 * build, or a test's shell) or it fails to load: pages then go out as the bare shell.
 */
export async function loadScreenRenderer(
  distDir: string,
  log: FastifyBaseLogger,
): Promise<DrawScreen | null> {
  const file = join(distDir, SCREEN_RENDERER_FILE);
  if (!existsSync(file)) return null;
  let renderer: RendererModule;
  try {
    renderer = (await import(pathToFileURL(file).href)) as RendererModule;
    if (typeof renderer.renderScreen !== 'function') throw new Error('no renderScreen export');
  } catch (error) {
    log.warn({ err: error, file }, 'screen renderer unusable; pages go out undrawn');
    return null;
  }
  return async (url, page) => {
    try {
      const html = await renderer.renderScreen(url, page);
      if (html.includes(CLIENT_RENDERED_BOUNDARY)) {
        log.warn({ url, route: page.route }, 'screen partly undrawable; sent undrawn');
        return null;
      }
      const head = LEADING_LINKS.exec(html)?.[0] ?? '';
      return { head, root: html.slice(head.length) };
    } catch (error) {
      log.warn({ err: error, url, route: page.route }, 'screen drawing failed; sent undrawn');
      return null;
    }
  };
}
