import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type PageEncoding = 'br' | 'gzip';

/** Brotli as the compression plugin writes replies (quality 4). */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** A drawn page as kept for its address: its HTML and each encoding of it written so far. */
export interface KeptPage {
  html: string;
  encoded: Partial<Record<PageEncoding, Buffer>>;
}

export const keptPage = (html: string): KeptPage => ({ html, encoded: {} });

/**
 * The encoding a request takes a kept page in: brotli, else gzip (`*` counts for either), unless
 * Accept-Encoding gives it q=0; none without the header.
 */
export function keptPageEncoding(accept: string | undefined): PageEncoding | undefined {
  if (!accept) return undefined;
  const weights = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name === 'x-gzip' ? 'gzip' : name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (encoding: PageEncoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : undefined;
}

/**
 * Sends a kept page in the encoding the request takes, compressing it once per encoding for as
 * long as it is kept: a burst of visitors to one address costs one drawing and one compression.
 */
export function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: KeptPage,
): FastifyReply {
  const encoding = keptPageEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html);
  const body = (page.encoded[encoding] ??=
    encoding === 'br' ? brotliCompressSync(page.html, BROTLI_OPTIONS) : gzipSync(page.html));
  return reply.header('content-encoding', encoding).send(body);
}
