import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encodings every reply may be compressed in, in order of preference (see compression.ts). */
export const REPLY_ENCODINGS: PageEncoding[] = ['br', 'gzip'];

type PageEncoding = 'br' | 'gzip';

/** Brotli as the compression plugin writes replies (quality 4). */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** A drawn page as kept for its address: its HTML and each encoding of it written so far. */
export interface KeptPage {
  html: string;
  encoded: Partial<Record<PageEncoding, Buffer>>;
}

export const keptPage = (html: string): KeptPage => ({ html, encoded: {} });

/** What the compression plugin reads as gzip: the no-preference token and gzip's old name. */
const GZIP_ALIASES = /\*|x-gzip/g;

/**
 * The encoding a request takes a kept page in, negotiated as the compression plugin negotiates
 * every other reply (so a kept page and a freshly drawn one agree): the best-weighted of brotli
 * and gzip, brotli on a tie, `*` and `x-gzip` read as gzip; none without the header.
 */
export function keptPageEncoding(accept: string | undefined): PageEncoding | undefined {
  if (!accept) return undefined;
  return (
    negotiate(accept.toLowerCase().replace(GZIP_ALIASES, 'gzip'), REPLY_ENCODINGS) ?? undefined
  );
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
