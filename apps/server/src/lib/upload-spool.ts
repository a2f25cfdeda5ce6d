import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An upload larger than its limit; thrown while the bytes arrive, before the rest is read. */
export class UploadTooLargeError extends Error {
  override name = 'UploadTooLargeError';

  constructor() {
    super('upload exceeds its size limit');
  }
}

/** A temporary file holding one upload. */
export interface SpooledFile {
  path: string;
  bytes: number;
}

/**
 * Streams an upload into a temporary file, counting bytes as they arrive: past `maxBytes` the
 * copy stops and the file is removed (UploadTooLargeError). Memory stays at a chunk or two.
 */
export async function spoolToTempFile(source: Readable, maxBytes: number): Promise<SpooledFile> {
  const path = join(tmpdir(), `akkyeo-upload-${randomBytes(12).toString('hex')}`);
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(bytes > maxBytes ? new UploadTooLargeError() : null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(path, { mode: 0o600 }));
    if ((source as Readable & { truncated?: boolean }).truncated) throw new UploadTooLargeError();
    return { path, bytes };
  } catch (error) {
    source.resume();
    await removeTempFiles([path]);
    throw error;
  }
}

/** Removes temporary files; a file already gone is fine. */
export async function removeTempFiles(paths: string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
