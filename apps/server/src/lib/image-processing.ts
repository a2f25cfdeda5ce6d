import type { Metadata } from 'sharp';
import { runImageJob } from './image-slots';
import { loadSharp } from './sharp';

/** Formats accepted as uploads, by what sharp decodes (never by file name or declared type). */
const ACCEPTED_FORMATS = new Set<string>(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif']);

export type ImageRejection = 'NOT_AN_IMAGE' | 'TOO_MANY_PIXELS';

/** An upload that is not an image we accept, or one too large to decode. */
export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';

  constructor(readonly reason: ImageRejection) {
    super(reason === 'NOT_AN_IMAGE' ? 'not a supported image' : 'image has too many pixels');
  }
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  display: EncodedImage;
  thumbnail: EncodedImage;
}

export interface ImageProcessingOptions {
  /** Refuse images with more pixels than this (width × height), before decoding them. */
  maxPixels: number;
  /** The display copy fits in this box; smaller images are not enlarged. */
  displaySize?: { width: number; height: number };
  /** The thumbnail fits in this square. */
  thumbnailSize?: number;
}

const DISPLAY = { width: 1080, height: 1920 };
const THUMBNAIL = 400;
const QUALITY = 80;

/** An image in memory or in a (temporary) file. */
export type ImageInput = Buffer | string;

/**
 * Reads the header only: the format must be one we accept and the pixel count within
 * `maxPixels`; throws ImageRejectedError otherwise. Cheap enough to run as each upload arrives.
 */
export async function inspectImage(data: ImageInput, maxPixels: number): Promise<void> {
  await readMetadata(data, maxPixels);
}

async function readMetadata(data: ImageInput, maxPixels: number): Promise<Metadata> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('NOT_AN_IMAGE');
  }
  if (!ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new ImageRejectedError('NOT_AN_IMAGE');
  }
  const height = metadata.pageHeight ?? metadata.height;
  if (metadata.width * height > maxPixels) throw new ImageRejectedError('TOO_MANY_PIXELS');
  return metadata;
}

async function encode(
  data: ImageInput,
  maxPixels: number,
  box: { width: number; height: number },
): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const { data: out, info } = await sharp(data, { limitInputPixels: maxPixels, failOn: 'error' })
    .autoOrient()
    .resize({ ...box, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { data: out, width: info.width, height: info.height };
}

/**
 * Decodes an uploaded image and re-encodes it as WebP twice: a display copy and a thumbnail.
 * Checks the real format and the pixel count from the header first; the output keeps no
 * metadata (EXIF, GPS, ICC comments) and is turned upright by its EXIF orientation.
 * Throws ImageRejectedError for anything that is not an accepted, decodable image. Runs in one
 * of the instance's image slots (ImageSlotsBusyError when too many wait).
 */
export function processImage(
  data: ImageInput,
  options: ImageProcessingOptions,
): Promise<ProcessedImage> {
  return runImageJob(() => decodeAndEncode(data, options));
}

async function decodeAndEncode(
  data: ImageInput,
  options: ImageProcessingOptions,
): Promise<ProcessedImage> {
  await readMetadata(data, options.maxPixels);
  const thumb = options.thumbnailSize ?? THUMBNAIL;
  try {
    const display = await encode(data, options.maxPixels, options.displaySize ?? DISPLAY);
    const thumbnail = await encode(data, options.maxPixels, { width: thumb, height: thumb });
    return { display, thumbnail };
  } catch {
    throw new ImageRejectedError('NOT_AN_IMAGE');
  }
}
