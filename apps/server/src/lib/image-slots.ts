import { availableParallelism } from 'node:os';

/** Too many image jobs waiting on this instance: answer 503 rather than queue without bound. */
export class ImageSlotsBusyError extends Error {
  override name = 'ImageSlotsBusyError';

  constructor() {
    super('too many images waiting to be processed');
  }
}

/**
 * A semaphore for image decoding on this instance: at most `concurrency` run at once, at most
 * `maxWaiting` wait; more are refused with ImageSlotsBusyError.
 */
export function createImageSlots(concurrency: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= maxWaiting) throw new ImageSlotsBusyError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running++;
    }
    try {
      return await work();
    } finally {
      release();
    }
  };
}

/** The instance's image decoding slots: one per core (at most 4), 32 waiting. */
export const runImageJob = createImageSlots(Math.min(4, Math.max(1, availableParallelism())), 32);

/** At most `max` at once per key (a member's uploads); `tryAcquire` gives a release, or undefined. */
export function createKeyedLimit(max: number) {
  const counts = new Map<string, number>();
  return {
    tryAcquire(key: string): (() => void) | undefined {
      const count = counts.get(key) ?? 0;
      if (count >= max) return undefined;
      counts.set(key, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (counts.get(key) ?? 1) - 1;
        if (left > 0) counts.set(key, left);
        else counts.delete(key);
      };
    },
  };
}

/** Uploads with images a member may have in progress at once on this instance. */
export const memberUploads = createKeyedLimit(2);
