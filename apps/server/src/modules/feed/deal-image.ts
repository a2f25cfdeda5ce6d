import { processImage } from '../../lib/image-processing';
import type { Outbound } from '../../lib/outbound';
import { randomKey, type Storage } from '../../lib/storage';
import { OUTBOUND_HEADERS, OUTBOUND_LIMITS } from '../link-preview/service';

const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_MAX_PIXELS = 40_000_000;
const DISPLAY_SIZE = { width: 800, height: 800 };
/** Stored deal images live under this key prefix. */
export const DEAL_IMAGE_PREFIX = 'deal';

/** A picture on another host, through the SSRF guard: at most 5 MB, an image type. */
async function fetchPicture(outbound: Outbound, url: string): Promise<Buffer> {
  const { body } = await outbound.userUrl(url, {
    ...OUTBOUND_LIMITS,
    maxBytes: IMAGE_MAX_BYTES,
    accept: (type) => type.startsWith('image/'),
    headers: { ...OUTBOUND_HEADERS, accept: 'image/*' },
  });
  return body;
}

/**
 * Downloads a deal's picture through the SSRF guard, re-encodes it (WebP, no metadata, at most
 * 800 px) and stores it; resolves the storage key. Throws when the picture cannot be fetched or
 * is not an image.
 */
export async function storeDealImage(
  storage: Storage,
  outbound: Outbound,
  url: string,
): Promise<string> {
  return storeDealPicture(storage, await fetchPicture(outbound, url));
}

/**
 * The deal's own copy of a picture already stored (a 제보's upload), re-encoded as any deal
 * picture: deleting the original never touches the deal. Throws when it is missing.
 */
export async function copyStoredImage(storage: Storage, key: string): Promise<string> {
  const data = await storage.get(key);
  if (!data) throw new Error(`stored picture missing: ${key}`);
  return storeDealPicture(storage, data);
}

/** Re-encodes a picture (WebP, no metadata, at most 800 px) and stores it under a new key. */
async function storeDealPicture(storage: Storage, data: Buffer): Promise<string> {
  const { display } = await processImage(data, {
    maxPixels: IMAGE_MAX_PIXELS,
    displaySize: DISPLAY_SIZE,
    thumbnailSize: 64,
  });
  const key = randomKey(DEAL_IMAGE_PREFIX, 'webp');
  await storage.put(key, display.data, 'image/webp');
  return key;
}

/**
 * The bytes of a deal's picture: a stored one from the storage, a partner-CDN one fetched through
 * the SSRF guard. Throws when it cannot be read (missing, unreachable, too large).
 */
export async function readDealPicture(
  storage: Storage,
  outbound: Outbound,
  location: string,
): Promise<Buffer> {
  if (!isStoredImage(location)) return fetchPicture(outbound, location);
  const data = await storage.get(location);
  if (!data) throw new Error(`stored deal picture missing: ${location}`);
  return data;
}

/** True for an image location we stored (a CDN-relative key), false for a partner CDN URL. */
export function isStoredImage(location: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(location) && !location.startsWith('//');
}
