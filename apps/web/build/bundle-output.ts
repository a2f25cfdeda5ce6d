import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_ASSETS_FILE, routeAssetsOf } from './route-assets';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt)$/;

/** Where the build writes what each chunk holds; the byte-budget test reads it. */
export const BUNDLE_STATS_FILE = '.vite/bundle-stats.json';

export interface ChunkStats {
  file: string;
  isEntry: boolean;
  /** The module a lazy chunk stands for (for example a page), relative to the web app. */
  facade: string | null;
  imports: string[];
  css: string[];
  /** Rendered (minified, uncompressed) bytes of each module in the chunk. */
  modules: Record<string, number>;
}

const relativeId = (root: string, id: string) =>
  id.startsWith('\0') ? id : path.relative(root, id).split(path.sep).join('/');

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) twin of every text file under assets/ when it is
 * smaller, for the server to pick by Accept-Encoding; records the chunk graph with each module's
 * size in `.vite/bundle-stats.json`, and each route's own chunks and stylesheets (its page read
 * from `pagesModule`) in `.vite/route-assets.json` for the server's app shell.
 */
export function bundleOutput(pagesModule = 'src/app/pages.ts'): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'akkyeo-bundle-output',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(root, 'dist');
      const writeJson = async (file: string, value: unknown) => {
        await mkdir(path.join(outDir, path.dirname(file)), { recursive: true });
        await writeFile(path.join(outDir, file), JSON.stringify(value, null, 1));
      };
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk',
      );
      const stats: ChunkStats[] = [];
      for (const output of chunks) {
        stats.push({
          file: output.fileName,
          isEntry: output.isEntry,
          facade: output.facadeModuleId ? relativeId(root, output.facadeModuleId) : null,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          modules: Object.fromEntries(
            Object.entries(output.modules).map(([id, info]) => [
              relativeId(root, id),
              info.renderedLength,
            ]),
          ),
        });
      }
      await writeJson(BUNDLE_STATS_FILE, stats);
      const pagesFile = path.join(root, pagesModule);
      await writeJson(
        ROUTE_ASSETS_FILE,
        await routeAssetsOf(chunks, pagesFile, base, (specifier, importer) =>
          this.resolve(specifier, importer),
        ),
      );

      const assets = Object.keys(bundle).filter(
        (file) => file.startsWith('assets/') && COMPRESSIBLE.test(file),
      );
      await Promise.all(assets.map((file) => precompress(path.join(outDir, file))));
    },
  };
}

async function precompress(file: string): Promise<void> {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
}
