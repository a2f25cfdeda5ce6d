import {
  messages,
  TIP_JSON_PART,
  TIP_PICTURE_MAX_BYTES,
  TIP_PICTURE_MAX_PIXELS,
} from '@akkyeo/contracts';
import {
  imageRefusal,
  shownFileName,
  type ImageUploadRules,
  type UploadedFile,
} from '../../lib/image-multipart';
import { ImageRejectedError, processImage } from '../../lib/image-processing';
import { randomKey } from '../../lib/storage';
import { isStoredImage } from '../feed/deal-image';
import type { TipDeps } from './deps';

/** Stored 제보 pictures live under this key prefix. */
const PREFIX = 'tip';
/** The stored copy fits in this box: the queue, 내 제보 and the publish sheet show it small. */
const DISPLAY_SIZE = { width: 1080, height: 1080 };

/** A 제보's picture: one file, limited like a board image; its refusals name 사진. */
export const tipPictureRules: ImageUploadRules = {
  jsonPart: TIP_JSON_PART,
  maxFiles: 1,
  maxBytes: TIP_PICTURE_MAX_BYTES,
  maxPixels: TIP_PICTURE_MAX_PIXELS,
  messages: {
    tooLarge: messages.tip.picture.tooLarge,
    tooManyPixels: messages.tip.picture.tooManyPixels,
    tooMany: messages.tip.picture.onlyOne,
    badJson: messages.validation.field('tip'),
    notAnImage: (name) => {
      const shown = shownFileName(name);
      return shown ? messages.tip.picture.notAnImageNamed(shown) : messages.tip.picture.notAnImage;
    },
  },
};

/** The key of the picture its finder uploaded, or null when the tip's picture is an address (or none). */
export function uploadedPicture(imgLink: string | null): string | null {
  return imgLink !== null && isStoredImage(imgLink) ? imgLink : null;
}

/**
 * Decodes the upload and stores it re-encoded (WebP, upright, no metadata, at most 1080 px) under
 * a random key; 400/413 naming 사진 for a file that is not a picture or has too many pixels.
 */
export async function storeTipPicture(deps: TipDeps, file: UploadedFile): Promise<string> {
  let display: Buffer;
  try {
    const processed = await processImage(file.path, {
      maxPixels: tipPictureRules.maxPixels,
      displaySize: DISPLAY_SIZE,
      thumbnailSize: 64,
    });
    display = processed.display.data;
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    throw imageRefusal(tipPictureRules, error, file.name);
  }
  const key = randomKey(PREFIX, 'webp');
  await deps.storage.put(key, display, 'image/webp');
  return key;
}

/**
 * Deletes stored 제보 pictures: after the commit that dropped them, or when the write that stored
 * one failed. A failure is logged, not thrown: the write it follows stands.
 */
export async function removeTipPictures(
  deps: TipDeps,
  keys: readonly (string | null | undefined)[],
): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      if (!key) return;
      try {
        await deps.storage.delete(key);
      } catch (error) {
        deps.log.warn({ err: error, key }, 'tip picture not deleted');
      }
    }),
  );
}

/**
 * Runs a write that may store a picture (`stored`, a key or null) and drop another: the stored one
 * is deleted when the write fails, the dropped one once it committed.
 */
export async function withPictureCleanup<R>(
  deps: TipDeps,
  stored: string | null,
  write: () => Promise<{ result: R; dropped: string | null }>,
): Promise<R> {
  let outcome: { result: R; dropped: string | null };
  try {
    outcome = await write();
  } catch (error) {
    await removeTipPictures(deps, [stored]);
    throw error;
  }
  await removeTipPictures(deps, [outcome.dropped]);
  return outcome.result;
}
