import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { afterAll, expect, it } from 'vitest';
import { dropPackageMappings } from './source-map.mjs';

const root = mkdtempSync(join(tmpdir(), 'akkyeo-source-map-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

it('maps stack frames in our code to the sources and frames in bundled packages to the bundle', () => {
  write(
    'node_modules/pkg/index.js',
    'export function inPackage(fn) {\n  const list = [1, 2, 3];\n  return list.map((x) => fn(x));\n}\n',
  );
  write(
    'src/entry.js',
    [
      "import { inPackage } from 'pkg';",
      'function ownCode(x) {',
      "  if (x === 3) throw new Error('from own code');",
      '  return x;',
      '}',
      'try {',
      '  inPackage(ownCode);',
      '} catch (error) {',
      '  console.log(error.stack);',
      '}',
    ].join('\n'),
  );
  const outDir = join(root, 'out');
  buildSync({
    entryPoints: [join(root, 'src/entry.js')],
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    minifyWhitespace: true,
    sourcemap: 'linked',
    sourcesContent: false,
  });
  dropPackageMappings(outDir);

  const map = JSON.parse(readFileSync(join(outDir, 'entry.mjs.map'), 'utf8')) as {
    sources: string[];
  };
  expect(map.sources).toEqual(['../src/entry.js']);
  const run = spawnSync(process.execPath, ['--enable-source-maps', join(outDir, 'entry.mjs')], {
    encoding: 'utf8',
  });
  const frames = run.stdout.split('\n').filter((line) => line.trim().startsWith('at '));
  expect(frames[0]).toContain(`ownCode (${join(root, 'src/entry.js')}:3:22)`);
  expect(frames[1]).toMatch(/out\/entry\.mjs:1:\d+\)?$/);
  expect(frames.find((frame) => frame.includes('inPackage'))).toMatch(/out\/entry\.mjs:1:\d+\)$/);
  expect(frames.join('\n')).not.toContain('node_modules');
  expect(frames.some((frame) => frame.includes(`${join(root, 'src/entry.js')}:7:3`))).toBe(true);
});
