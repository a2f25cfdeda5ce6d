// Builds land in `<buildsDir>/<hash>/`, written beside the old ones; `<link>` (a symlink) is then
// switched to the new one atomically. A running server resolved the link at start and keeps
// serving its own directory, which stays until KEEP newer builds exist.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

const KEEP = 3;
const COMPLETE = '.complete';
const TEMP = '.tmp-';

/**
 * Makes `link` point at the build for `hash`, producing it with `produce(dir)` first when it is
 * missing. Returns whether it was built now.
 */
export async function release({ link, buildsDir, hash, produce }) {
  const target = join(buildsDir, hash);
  let built = false;
  if (!existsSync(join(target, COMPLETE))) {
    mkdirSync(buildsDir, { recursive: true });
    removeStaleTemps(buildsDir);
    const temp = join(buildsDir, `${TEMP}${hash}-${process.pid}`);
    rmSync(temp, { recursive: true, force: true });
    try {
      await produce(temp);
      writeFileSync(join(temp, COMPLETE), new Date().toISOString());
      if (existsSync(join(target, COMPLETE))) {
        rmSync(temp, { recursive: true, force: true });
      } else {
        rmSync(target, { recursive: true, force: true });
        renameSync(temp, target);
      }
    } catch (error) {
      rmSync(temp, { recursive: true, force: true });
      throw error;
    }
    built = true;
  }
  switchLink(link, target);
  prune(buildsDir, target);
  return built;
}

/** Removes what builds that died half-way left (`.tmp-<hash>-<pid>` of a process that is gone). */
function removeStaleTemps(buildsDir) {
  for (const name of readdirSync(buildsDir)) {
    if (!name.startsWith(TEMP)) continue;
    const pid = Number(name.slice(name.lastIndexOf('-') + 1));
    if (!isAlive(pid)) rmSync(join(buildsDir, name), { recursive: true, force: true });
  }
}

function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function switchLink(link, target) {
  const wanted = relative(dirname(link), target);
  const current = statSync(link, { throwIfNoEntry: false });
  if (current && !isSymlink(link)) {
    // An in-place build from before releases existed: keep it aside rather than deleting it.
    renameSync(link, join(dirname(target), `legacy-${Date.now()}`));
  } else if (current && readlinkSync(link) === wanted) {
    return;
  }
  const temp = `${link}.${process.pid}.tmp`;
  rmSync(temp, { force: true });
  symlinkSync(wanted, temp);
  renameSync(temp, link);
}

function isSymlink(path) {
  try {
    readlinkSync(path);
    return true;
  } catch {
    return false;
  }
}

function prune(buildsDir, keep) {
  const others = readdirSync(buildsDir)
    .filter((name) => !name.startsWith('.') && name !== basename(keep))
    .map((name) => ({ path: join(buildsDir, name), time: statSync(join(buildsDir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of others.slice(KEEP - 1)) rmSync(old.path, { recursive: true, force: true });
}
