import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses replies of at least 1 KB (JSON, and built files without a precompressed twin) with
 * brotli or gzip by Accept-Encoding. Replies that already carry a Content-Encoding (the build's
 * precompressed assets), event streams and images pass through as they are.
 */
export default fp(
  async (app) => {
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
