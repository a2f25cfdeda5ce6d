import type { IncomingMessage } from 'node:http';

/** Percent of the body received while it streams in; 100 is kept for the saved post. */
const RECEIVING_MAX = 99;

export interface UploadTracker {
  /** The upload id from the request's JSON part; progress is published from then on. */
  setUploadId(uploadId: string | null | undefined): void;
  /** Publishes 100 once everything received so far has been published. */
  complete(): Promise<void>;
}

export interface TrackerDeps {
  /** Whether the member reserved this upload id; progress of anyone else's id is dropped. */
  owns(uploadId: string): Promise<boolean>;
  publish(uploadId: string, percent: number): Promise<void>;
  onError(error: unknown): void;
}

/**
 * Counts the bytes of a request body as they arrive (against Content-Length) and publishes each
 * new whole percent, one publication at a time and in order, skipping values a slow publisher
 * has been overtaken on. Attach it in the same tick the body starts being read.
 */
export function trackUpload(raw: IncomingMessage, deps: TrackerDeps): UploadTracker {
  const total = Number(raw.headers['content-length']) || 0;
  let received = 0;
  let uploadId: string | null = null;
  let target = 0;
  let published = 0;
  let running: Promise<void> | null = null;

  const drain = async (id: string) => {
    while (published < target) {
      const next = target;
      await deps.publish(id, next);
      published = next;
    }
  };

  const kick = () => {
    if (!uploadId || running || published >= target) return;
    running = drain(uploadId)
      .catch((error: unknown) => deps.onError(error))
      .finally(() => {
        running = null;
        kick();
      });
  };

  const raise = (percent: number) => {
    if (percent > target) target = percent;
    kick();
  };

  const receivedPercent = () =>
    total > 0 ? Math.min(RECEIVING_MAX, Math.floor((received * 100) / total)) : 0;

  raw.on('data', (chunk: Buffer) => {
    received += chunk.length;
    raise(receivedPercent());
  });

  let ownership: Promise<boolean> = Promise.resolve(false);

  return {
    setUploadId(id) {
      if (!id) return;
      ownership = deps.owns(id).then(
        (owned) => {
          if (owned) {
            uploadId = id;
            raise(receivedPercent());
          }
          return owned;
        },
        (error: unknown) => {
          deps.onError(error);
          return false;
        },
      );
    },
    async complete() {
      if (!(await ownership)) return;
      raise(100);
      while (running) await running;
    },
  };
}
