import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUNDLE_STATS_FILE, type ChunkStats } from './bundle-output';

export interface FirstPaintBytes {
  /** Brotli bytes of every script and stylesheet the screen needs before it paints. */
  total: number;
  files: { file: string; bytes: number }[];
  /** The modules of those scripts, largest first (rendered bytes before compression). */
  largestModules: { module: string; bytes: number }[];
}

/** Reads the build's chunk graph from a built dist directory. */
export function readBundleStats(distDir: string): ChunkStats[] {
  const file = path.join(distDir, BUNDLE_STATS_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(file, 'utf8')) as ChunkStats[];
}

const brotliBytes = (distDir: string, file: string) => {
  const twin = path.join(distDir, `${file}.br`);
  return statSync(existsSync(twin) ? twin : path.join(distDir, file)).size;
};

/**
 * What a screen downloads before its first paint: the entry and its static imports (the
 * modulepreloads of index.html), the page's lazy chunk with its static imports (preloaded with
 * it), and their stylesheets, each counted as its brotli twin.
 */
export function firstPaintBytes(
  distDir: string,
  stats: ChunkStats[],
  pageModule?: string,
): FirstPaintBytes {
  const byFile = new Map(stats.map((chunk) => [chunk.file, chunk]));
  const needed = new Set<string>();
  const visit = (file: string) => {
    if (needed.has(file)) return;
    needed.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  for (const chunk of stats) if (chunk.isEntry) visit(chunk.file);
  if (pageModule) {
    const page = stats.find((chunk) => chunk.facade === pageModule);
    if (!page) throw new Error(`no chunk stands for ${pageModule}`);
    visit(page.file);
  }
  const chunks = [...needed].map((file) => byFile.get(file)!);
  const styles = new Set(chunks.flatMap((chunk) => chunk.css));
  const files = [...needed, ...styles]
    .map((file) => ({ file, bytes: brotliBytes(distDir, file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const largestModules = chunks
    .flatMap((chunk) => Object.entries(chunk.modules))
    .map(([module, bytes]) => ({ module, bytes }))
    .sort((a, b) => b.bytes - a.bytes);
  return { total: files.reduce((sum, file) => sum + file.bytes, 0), files, largestModules };
}
