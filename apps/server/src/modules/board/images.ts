import { randomBytes } from 'node:crypto';
import { imageRefusal, type UploadedFile } from '../../lib/image-multipart';
import { ImageRejectedError, processImage, type ProcessedImage } from '../../lib/image-processing';
import type { Storage } from '../../lib/storage';
import { boardImageRules } from './multipart';
import type { NewImageRow } from './queries';

const PREFIX = 'board';

/** Decodes and re-encodes every upload (in order); 400/413 with the reason for a refused one. */
export async function processBoardImages(files: UploadedFile[]): Promise<ProcessedImage[]> {
  const processed: ProcessedImage[] = [];
  for (const file of files) {
    try {
      const maxPixels = boardImageRules.maxPixels;
      processed.push(await processImage(file.path, { maxPixels }));
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      throw imageRefusal(boardImageRules, error, file.name);
    }
  }
  return processed;
}

/** Files written for one request, so a failure later on can take them back. */
export interface StoredImages {
  rows: NewImageRow[];
  keys: string[];
}

/**
 * Stores each image's display copy and thumbnail under one random name. When a write fails,
 * the files already written are removed before the error is rethrown.
 */
export async function storeBoardImages(
  storage: Storage,
  images: ProcessedImage[],
): Promise<StoredImages> {
  const stored: StoredImages = { rows: [], keys: [] };
  try {
    for (const image of images) {
      const name = `${PREFIX}/${randomBytes(16).toString('hex')}`;
      const path = `${name}.webp`;
      const thumbPath = `${name}-thumb.webp`;
      stored.keys.push(path);
      await storage.put(path, image.display.data, 'image/webp');
      stored.keys.push(thumbPath);
      await storage.put(thumbPath, image.thumbnail.data, 'image/webp');
      stored.rows.push({
        path,
        thumbPath,
        width: image.display.width,
        height: image.display.height,
      });
    }
    return stored;
  } catch (error) {
    await removeStoredFiles(storage, stored.keys);
    throw error;
  }
}

/** Deletes stored files; failures are collected, not thrown, so every file gets its attempt. */
export async function removeStoredFiles(storage: Storage, keys: string[]): Promise<unknown[]> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  return results.flatMap((result): unknown[] =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  );
}
