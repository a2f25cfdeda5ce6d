import { randomUUID } from 'node:crypto';
import { messages, PROFILE_IMAGE_MAX_PIXELS, type ProfileImageResponse } from '@akkyeo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { toCdnUrl } from '../../lib/cdn-url';
import { ImageRejectedError, processImage, type ImageInput } from '../../lib/image-processing';
import type { Storage } from '../../lib/storage';
import { replaceProfileImage } from './queries';

export interface ProfileImageDeps {
  db: Kysely<DB>;
  storage: Storage;
  cdnBaseUrl: string;
  log: FastifyBaseLogger;
}

const PREFIX = 'profile/';
const DISPLAY_SIZE = 640;
const THUMBNAIL_SIZE = 160;

/**
 * Replaces the member's profile image: decodes the upload (bounded), strips its metadata,
 * re-encodes a WebP and a thumbnail under `profile/<uuid>-…`, commits the new paths, and only
 * then removes the previous files. New files are removed again when the commit fails.
 */
export async function changeProfileImage(
  deps: ProfileImageDeps,
  memberId: number,
  upload: ImageInput,
): Promise<ProfileImageResponse> {
  let image;
  try {
    image = await processImage(upload, {
      maxPixels: PROFILE_IMAGE_MAX_PIXELS,
      displaySize: { width: DISPLAY_SIZE, height: DISPLAY_SIZE },
      thumbnailSize: THUMBNAIL_SIZE,
    });
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    const message =
      error.reason === 'TOO_MANY_PIXELS'
        ? messages.member.imageTooManyPixels
        : messages.member.notAnImage;
    throw new AppError(400, 'INVALID_IMAGE', message);
  }

  const id = randomUUID();
  const profileImg = `${PREFIX}${id}-profile.webp`;
  const profileThumb = `${PREFIX}${id}-thumb.webp`;
  await deps.storage.put(profileImg, image.display.data, 'image/webp');
  await deps.storage.put(profileThumb, image.thumbnail.data, 'image/webp');

  let previous;
  try {
    previous = await replaceProfileImage(deps.db, memberId, { profileImg, profileThumb });
  } catch (error) {
    await removeQuietly(deps, [profileImg, profileThumb]);
    throw error;
  }
  if (!previous) {
    await removeQuietly(deps, [profileImg, profileThumb]);
    throw new AppError(401, 'LOGIN_REQUIRED');
  }
  const old = [previous.profile_img, previous.profile_thumb].filter(
    (path): path is string => !!path && path.startsWith(PREFIX),
  );
  await removeQuietly(deps, old);
  return {
    profileImg: toCdnUrl(deps.cdnBaseUrl, profileImg) as string,
    thumbImg: toCdnUrl(deps.cdnBaseUrl, profileThumb) as string,
  };
}

async function removeQuietly(deps: ProfileImageDeps, keys: string[]): Promise<void> {
  for (const key of keys) {
    await deps.storage.delete(key).catch((error: unknown) => {
      deps.log.warn({ err: error, key }, 'could not remove a profile image file');
    });
  }
}
