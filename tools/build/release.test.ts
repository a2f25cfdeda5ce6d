import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { release } from './release.mjs';

const root = mkdtempSync(join(tmpdir(), 'akkyeo-release-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
    encoding: 'utf8',
  });
  return Number(child.stdout.trim());
}

it('removes what a build that died half-way left, and keeps a running build’s directory', async () => {
  const buildsDir = join(root, '.builds');
  const crashed = join(buildsDir, `.tmp-aaaa-${deadPid()}`);
  const running = join(buildsDir, `.tmp-bbbb-${process.ppid}`);
  for (const dir of [crashed, running]) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'main.js'), 'half');
  }
  const built = await release({
    link: join(root, 'dist'),
    buildsDir,
    hash: 'cccc',
    produce: (dir: string) => {
      mkdirSync(dir);
      writeFileSync(join(dir, 'main.js'), 'whole');
    },
  });
  expect(built).toBe(true);
  expect(existsSync(crashed)).toBe(false);
  expect(existsSync(running)).toBe(true);
  expect(readdirSync(buildsDir).sort()).toEqual([`.tmp-bbbb-${process.ppid}`, 'cccc']);
  expect(readlinkSync(join(root, 'dist'))).toBe(join('.builds', 'cccc'));
});
