import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Runs two full garbage collections when a thread falls quiet after its work (the server's
 * requests, the embedded database's messages; `onWork` hands over the listener to call at each):
 * one once no work has come for `quietMs`, and one `settleMs` later if it is still quiet. Under
 * load V8 promotes the garbage of work in flight to the old generation and grows it, and on its
 * own collects that only when more allocation comes; its young generation grows under load too
 * (to 64 MB semi-spaces, see the start script), and V8 gives that back only in a collection that
 * follows about 5 s of little allocation, which a collection right after a burst often is not.
 * The collections run only when no work has arrived for a while, so nothing waits for them.
 */
export function collectWhenIdle(
  onWork: (listener: () => void) => void,
  {
    quietMs = 2_000,
    settleMs = 6_000,
    tickMs = 1_000,
    collect = fullCollection(),
  }: { quietMs?: number; settleMs?: number; tickMs?: number; collect?: () => void } = {},
): () => void {
  let arrivals = 0;
  let seen = 0;
  /** Milliseconds without work since the last arrival seen; Infinity before any work. */
  let quiet = Infinity;
  onWork(() => {
    arrivals++;
  });
  const timer = setInterval(() => {
    if (arrivals !== seen) {
      seen = arrivals;
      quiet = 0;
      return;
    }
    quiet += tickMs;
    if (quiet === quietMs || quiet === quietMs + settleMs) collect();
  }, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** V8's full collection, as `--expose-gc` would give it to the process. */
export function fullCollection(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
