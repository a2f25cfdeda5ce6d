import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded on the first image (libvips is not needed to start) and set for this server:
 * one image at a time and a small operation cache; uploads are small and sequential.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache({ memory: 16, files: 0, items: 50 });
    return sharp;
  });
  return loaded;
}
