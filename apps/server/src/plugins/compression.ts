import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { REPLY_ENCODINGS } from './kept-page';

/**
 * Replies up to this size are compressed in one call on the request's thread, not through a zlib
 * stream (the plugin's default on two cores is 8 KB). A stream costs far more than the compression
 * itself: a drawn page of 58 KB takes 0.4 ms to brotli at once, and kept drawn pages served
 * 591-654 requests a second through streams against 2,490-4,006 uncompressed.
 */
const SYNC_COMPRESSION_MAX_BYTES = 512 * 1024;

/**
 * Compresses replies of at least 1 KB (JSON, and built files without a precompressed twin) with
 * brotli or gzip by Accept-Encoding. Replies that already carry a Content-Encoding (the build's
 * precompressed assets), event streams and images pass through as they are.
 */
export default fp(
  async (app) => {
    await app.register(fastifyCompress, {
      encodings: REPLY_ENCODINGS,
      threshold: 1024,
      syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
