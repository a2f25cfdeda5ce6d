import { messages, type LinkPreview } from '@akkyeo/contracts';
import { AppError } from '../../lib/app-error';
import type { Outbound, UserUrlOptions } from '../../lib/outbound';
import { SafeFetchError, type SafeFetchFailure } from '../../lib/ssrf-fetch';
import { linkPlatformOf, marketNameOf } from './markets';

/** Bounds of every fetch of a user-given URL. */
export const OUTBOUND_LIMITS = { timeoutMs: 5_000, maxRedirects: 3 } as const;
const PAGE_MAX_BYTES = 1024 * 1024;
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

export interface LinkPreviewDeps {
  outbound: Outbound;
  /** Records a price the page states for the product behind the link (its price history). */
  recordObservedPrice?: (url: string, price: number) => Promise<void>;
}

/** Request headers of our outbound fetches: a browser-like UA naming us, Korean first. */
export const OUTBOUND_HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; AkkyeoLinkPreview/1.0)',
  'accept-language': 'ko-KR,ko;q=0.9,en;q=0.5',
} as const;

/** The error reply for a refused or failed outbound fetch. */
export function toPreviewError(reason: SafeFetchFailure): AppError {
  const failed = (message: string) => new AppError(400, 'LINK_PREVIEW_FAILED', message);
  switch (reason) {
    case 'BAD_URL':
    case 'FORBIDDEN_ADDRESS':
      return new AppError(400, 'URL_NOT_ALLOWED');
    case 'TIMEOUT':
      return failed(messages.linkPreview.timeout);
    case 'TOO_LARGE':
      return failed(messages.linkPreview.tooLarge);
    case 'BAD_CONTENT_TYPE':
      return failed(messages.linkPreview.notHtml);
    case 'TOO_MANY_REDIRECTS':
      return failed(messages.linkPreview.tooManyRedirects);
    case 'BAD_STATUS':
      return failed(messages.linkPreview.badStatus);
    case 'NETWORK':
      return new AppError(400, 'LINK_PREVIEW_FAILED');
  }
}

function absoluteHttpUrl(value: string | undefined, base: URL): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Fetches the product page behind `url` through the SSRF guard (http(s) only, public addresses,
 * ≤ 3 redirects, ≤ 1 MB, ≤ 5 s, HTML only) and reads its title, image and market.
 * Throws a 400 AppError (URL_NOT_ALLOWED or LINK_PREVIEW_FAILED) when it cannot.
 */
async function previewLink(deps: LinkPreviewDeps, url: string): Promise<LinkPreview> {
  const options: UserUrlOptions = {
    ...OUTBOUND_LIMITS,
    maxBytes: PAGE_MAX_BYTES,
    accept: (type) => HTML_TYPES.has(type),
    headers: { ...OUTBOUND_HEADERS, accept: 'text/html,application/xhtml+xml;q=0.9' },
  };
  let page;
  try {
    page = await deps.outbound.userUrl(url, options);
  } catch (error) {
    if (error instanceof SafeFetchError) throw toPreviewError(error.reason);
    throw error;
  }
  const { decodePage, readPageMeta } = await import('./page-meta');
  const meta = readPageMeta(decodePage(page.contentType, page.body));
  if (!meta.title) throw new AppError(400, 'LINK_PREVIEW_FAILED');
  if (meta.price !== null) await deps.recordObservedPrice?.(url, meta.price);
  const first = linkPlatformOf(url);
  const platform = first === 'ETC' ? linkPlatformOf(page.url) : first;
  return {
    title: meta.title,
    shoppingMall:
      marketNameOf(platform) ?? meta.siteName ?? page.url.hostname.replace(/^www\./, ''),
    imgUrl: absoluteHttpUrl(meta.image, page.url),
    price: meta.price,
    urlInfo: { link: new URL(url).href, platform },
  };
}

/** Link previews for the deal form, built once by the composition root. */
export function createLinkPreviewService(deps: LinkPreviewDeps) {
  return { preview: (url: string) => previewLink(deps, url) };
}

export type LinkPreviewService = ReturnType<typeof createLinkPreviewService>;
