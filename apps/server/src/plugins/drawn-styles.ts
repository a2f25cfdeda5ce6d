import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeAttribute } from '../lib/html-attribute';

// The stylesheets of a drawn screen, inline in its head while they fit (decision 0016).

/**
 * The most CSS (characters) a drawn page carries in its head, the entry's and its route's
 * together (about 19 k for a deal, 4-5 k more over the wire); past it a stylesheet stays a `<link>`.
 */
export const INLINE_STYLES_MAX = 48_000;

/** The build's stylesheets by address, read once; a missing one is absent. */
export type Stylesheets = ReadonlyMap<string, string>;

export async function readStylesheets(distDir: string, hrefs: string[]): Promise<Stylesheets> {
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
 * A drawn screen's stylesheets: they block its first paint (else it flashes unstyled), inline
 * when they fit. An inlined stylesheet keeps a `disabled` link, which the browser does not fetch:
 * the entry's preload helper skips a stylesheet some `<link rel="stylesheet">` names, so loading
 * the page's chunk does not fetch it again.
 */
export function drawnStylesOf(styles: string[], sheets: Stylesheets, room: number): string {
  const inline = styles.length > 0 ? inlineStyles(styles, sheets, room) : null;
  const stylesheet = (href: string) =>
    inline === null
      ? `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`
      : `<link rel="stylesheet" disabled href="${escapeAttribute(href)}">`;
  return (inline ?? '') + styles.map(stylesheet).join('');
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="([^"]+\.css)"[^>]*>/g;

/** The addresses of the stylesheets `html` links. */
export const stylesheetsOf = (html: string): string[] =>
  [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');

/** index.html with its own stylesheets inline when they fit, and the room left for a route's. */
export function withInlineEntryStyles(
  html: string,
  sheets: Stylesheets,
): { html: string; room: number } {
  const hrefs = stylesheetsOf(html);
  const inline = hrefs.length > 0 ? inlineStyles(hrefs, sheets, INLINE_STYLES_MAX) : null;
  if (inline === null) return { html, room: hrefs.length > 0 ? 0 : INLINE_STYLES_MAX };
  let first = true;
  const inlined = html.replace(STYLESHEET_LINK, () => (first ? ((first = false), inline) : ''));
  return { html: inlined, room: INLINE_STYLES_MAX - inline.length };
}
