import { pino, type Logger } from 'pino';
import SonicBoom from 'sonic-boom';
import type { LogLevel } from '../config';

/** The process logger and how to flush it before exit. */
export interface ProcessLogger {
  logger: Logger;
  /** Writes plain text lines to stdout through the same non-blocking destination. */
  print(text: string): void;
  /** Writes out what is buffered; resolves after `timeoutMs` at the latest (a stalled stdout). */
  flush(timeoutMs: number): Promise<void>;
}

/**
 * A logger writing to stdout asynchronously: a stdout pipe nobody reads (a dead log shipper)
 * fills a buffer instead of blocking the event loop, so shutdown still runs. Lines beyond
 * MAX_BUFFERED_BYTES are dropped while the pipe is stalled.
 */
export function createProcessLogger(level: LogLevel): ProcessLogger {
  openStdout();
  const destination = new SonicBoom({
    fd: 1,
    sync: false,
    minLength: 0,
    maxLength: MAX_BUFFERED_BYTES,
  });
  destination.on('error', () => undefined);
  const logger = pino({ level }, destination);
  return {
    logger,
    print: (text) => destination.write(`${text}\n`),
    flush: (timeoutMs) =>
      new Promise((done) => {
        const timer = setTimeout(done, timeoutMs);
        timer.unref();
        try {
          destination.flush(() => {
            clearTimeout(timer);
            done();
          });
        } catch {
          clearTimeout(timer);
          done();
        }
      }),
  };
}

const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * Opens process.stdout (a reader that went away is no error here). Opening it makes a stdout pipe
 * non-blocking (libuv): a write to a stalled pipe then fails with EAGAIN, which SonicBoom retries,
 * instead of blocking one of libuv's threads for good — and process.exit waits for those threads.
 */
function openStdout(): void {
  process.stdout.on('error', () => undefined);
}
