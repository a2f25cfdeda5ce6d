import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';

/** Where the build writes the boot script's address; the server reads it. */
export const BOOT_SCRIPT_FILE = '.vite/boot-script.json';

/**
 * Builds `source` (`src/boot.ts`, a classic script that starts the app once a drawn page's
 * pictures have painted) into a hashed asset of its own, minified, and writes its address to
 * `.vite/boot-script.json`. Not an entry of the app's bundle: it imports nothing, exports nothing,
 * and must not wait for the entry's chunk.
 */
export function bootScript(source = 'src/boot.ts'): Plugin {
  let reference = '';
  return {
    name: 'akkyeo-boot-script',
    apply: 'build',
    async generateBundle() {
      const { root } = this.environment.config;
      const { code } = await transform(await readFile(path.join(root, source), 'utf8'), {
        loader: 'ts',
        minify: true,
        target: 'es2020',
      });
      reference = this.emitFile({ type: 'asset', name: 'boot.js', source: code });
    },
    async writeBundle(options) {
      const { root, base } = this.environment.config;
      const outDir = options.dir ?? path.join(root, 'dist');
      await mkdir(path.join(outDir, path.dirname(BOOT_SCRIPT_FILE)), { recursive: true });
      const file = `${base}${this.getFileName(reference)}`;
      await writeFile(path.join(outDir, BOOT_SCRIPT_FILE), JSON.stringify({ file }));
    },
  };
}
