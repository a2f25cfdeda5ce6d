import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { escapeAttribute } from '../lib/html-attribute';

/** Written by the web build (`apps/web/build/boot-script.ts`): the boot script's address. */
const BOOT_SCRIPT_FILE = '.vite/boot-script.json';

/**
 * A drawn screen names the build's boot script (a classic script, `apps/web/src/boot.ts`) instead
 * of the entry script: it asks for the entry and the route's chunks only once the screen and its
 * first pictures have painted, and catches the taps that come before the app has taken the screen
 * over, which the app then taps again. On a slow network the scripts otherwise shared the
 * bandwidth with the picture, and Lighthouse counted them in the screen's first and largest paint
 * (decisions 0017, 0020).
 */
export interface DrawnBoot {
  /** The entry script's tag at the end of the drawn shells' body, which the boot script replaces. */
  entryScript: string;
  /** The boot script's tag for a route's page, naming the entry and the route's chunks. */
  bootScriptFor: (route: string) => string;
}

const ENTRY_SCRIPT = /<script type="module"[^>]*><\/script>\s*/g;

/**
 * index.html with its entry script at the end of the body: a module script runs after the parse
 * wherever it stands, but the browser asks for what it finds first, and a drawn screen's picture
 * (named in the head) should go before the script that only hydrates it.
 */
export function withEntryScriptLast(html: string): string {
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
export async function readDrawnBoot(
  distDir: string,
  drawnHtml: string,
  chunks: ReadonlyMap<string, string[]>,
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
  return {
    entryScript: entries[0]![0].trim(),
    bootScriptFor: (route) =>
      `<script defer src="${escapeAttribute(boot)}" data-entry="${escapeAttribute(entry[1] ?? '')}"` +
      ` data-modules="${escapeAttribute((chunks.get(route) ?? []).join(' '))}"></script>`,
  };
}
