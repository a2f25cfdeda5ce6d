// Content hash of a build's inputs: every file's path and bytes under the given roots.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', '.builds', 'coverage', 'test-results']);

function* filesUnder(path, skip) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    if (!skip(path)) yield path;
    return;
  }
  if (!stat.isDirectory()) return;
  for (const name of readdirSync(path).sort()) {
    if (SKIPPED.has(name) || name.startsWith('.')) continue;
    yield* filesUnder(join(path, name), skip);
  }
}

/** sha256 (hex, 16 characters) over the paths and contents of the files under `roots`. */
export function hashInputs(repoRoot, roots, skip = () => false, salt = '') {
  const hash = createHash('sha256').update(salt);
  for (const root of roots) {
    for (const file of filesUnder(join(repoRoot, root), skip)) {
      hash.update(relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}
